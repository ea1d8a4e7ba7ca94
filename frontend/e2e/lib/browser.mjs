/**
 * Headless Debian chromium through playwright-core (no bundled browser download). Every run gets
 * a fresh profile: playwright's launch() creates a new empty user-data-dir and removes it on close.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.ZRM_CHROMIUM || '/usr/bin/chromium';
export const SCREENSHOTS = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser() {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`chromium not found at ${CHROMIUM} (apt-get install -y chromium, or set ZRM_CHROMIUM)`);
  }
  mkdirSync(SCREENSHOTS, { recursive: true });
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
}

export function screenshotPath(name) {
  return join(SCREENSHOTS, name);
}

/*
 * A name lookup by personal id answers 404 for a person who is no customer (and 400 for an id
 * that is none): an answer the leads table expects, which chromium still logs as a failed load.
 */
const EXPECTED_FAILED_LOADS = [/\/customer\/name\/by-pni$/];

function isExpectedFailedLoad(message) {
  if (!message.text().startsWith('Failed to load resource')) return false;
  const { url } = message.location();
  return EXPECTED_FAILED_LOADS.some((pattern) => pattern.test(url ?? ''));
}

/** Collects page errors and console errors so a test can assert the page ran clean. */
export function watchConsole(page) {
  const problems = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !isExpectedFailedLoad(message)) {
      problems.push(`console: ${message.text()} (${message.location().url ?? 'no url'})`);
    }
  });
  return problems;
}

/**
 * Waits until CSS animations (antd's fade/zoom on popovers and dialogs) have finished. Endless ones
 * (a processing badge's pulse, a spinner) never finish by design and are left out.
 */
export async function animationsDone(page) {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    null,
    { timeout: 5_000 },
  );
}

/**
 * Picks an option of an antd select: opens it with `trigger`, waits until the list has opened and
 * stopped moving (a click during the opening motion can be lost, leaving nothing chosen), then
 * clicks the option with the title `title`.
 */
export async function pickOption(page, trigger, title) {
  await trigger.click();
  const option = page.locator('.ant-select-dropdown:visible').getByTitle(title, { exact: true });
  await option.waitFor();
  await animationsDone(page);
  await option.click();
}
