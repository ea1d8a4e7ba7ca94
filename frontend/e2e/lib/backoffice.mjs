import { BACKOFFICE_URL } from './stack.mjs';
import { mailIds, waitForOneTimeCode } from './mail.mjs';

export const SESSION_KEY = 'zrm.backoffice.session';

/**
 * Signs in through the real login page: e-mail + password, then the code from the mail sink.
 * Ends on the leads page. `beforeSubmit` runs with the filled form (for screenshots).
 */
export async function signIn(page, { email, password }, { beforeSubmit } = {}) {
  await page.goto(`${BACKOFFICE_URL}/mortgage/leads`);
  await page.getByTestId('login-title').waitFor();
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  if (beforeSubmit) await beforeSubmit();
  const seen = await mailIds(email);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('otp-note').waitFor();
  const code = await waitForOneTimeCode(email, seen);
  await page.getByTestId('login-otp').fill(code);
  await page.getByTestId('otp-submit').click();
  await page.getByTestId('leads-table').waitFor();
}

/**
 * Signs in through the identity-provider popup: "Log in with your ZRM account" opens the
 * provider (the sandbox's simulator) in a popup, where the person picks their account; the
 * popup hands the answer back and closes. `onPopup` runs with the provider's page (screenshots).
 */
export async function signInWithIdentityProvider(page, email, { path = '/mortgage/leads', onPopup } = {}) {
  await page.goto(`${BACKOFFICE_URL}${path}`);
  await page.getByTestId('login-title').waitFor();
  const popupOpened = page.waitForEvent('popup');
  await page.getByTestId('idp-login').click();
  const popup = await popupOpened;
  const account = popup.locator('form', { has: popup.locator(`input[name="email"][value="${email}"]`) });
  await account.waitFor();
  if (onPopup) await onPopup(popup);
  const closed = popup.waitForEvent('close');
  await account.locator('button[type="submit"]').click();
  await closed;
}

/** The session the app stored after sign-in: token and user. */
export async function sessionOf(page) {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), SESSION_KEY);
  if (!raw) throw new Error('no session stored after sign-in');
  return JSON.parse(raw);
}

export async function badgeCount(page) {
  return Number(await page.getByTestId('notification-badge').getAttribute('data-count'));
}

/** Opens a main-menu entry, from the overflow ("…") sub-menu when the header is too narrow for it. */
export async function openFromMenu(page, testId) {
  await page.getByTestId('logo').waitFor();
  const entry = page.getByTestId(testId).first();
  await entry.waitFor({ state: 'attached' });
  // antd keeps an overflowed entry in the header, transparent and aria-hidden, and shows a copy in the "…" popup.
  const overflowed = await entry.evaluate((link) => link.closest('li')?.getAttribute('aria-hidden') === 'true');
  if (!overflowed) {
    await entry.click();
    return;
  }
  await page.locator('.ant-menu-overflow-item-rest').hover();
  await page.locator('.ant-menu-submenu-popup').getByTestId(testId).click();
}

/** Closes the confirmations still on screen, so a screenshot shows the page under them. */
export async function closeNotices(page) {
  for (const close of await page.locator('.ant-notification-notice-close').all()) {
    await close.click().catch(() => undefined);
  }
  await page.waitForFunction(() => document.querySelectorAll('.ant-notification-notice').length === 0, null, {
    timeout: 5_000,
  });
}
