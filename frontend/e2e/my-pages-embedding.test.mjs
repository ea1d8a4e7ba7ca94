/**
 * My Pages inside the Norwegian marketing site's page: framed by an allowed origin it reports its
 * height to the parent page (postMessage to that origin only); any other site's frame is refused
 * by the server (CSP frame-ancestors) and gets no message. Needs only the built app and chromium.
 */
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, describe, it } from 'node:test';

import { startApp } from '../scripts/static-server.mjs';
import { launchBrowser, screenshotPath } from './lib/browser.mjs';

/** A site whose page frames `framed.src` (read per request) and keeps every height message. */
async function site(framed) {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html><head><title>ZRM.no</title><script>
      window.heights = [];
      addEventListener('message', (event) => {
        if (event.data && event.data.type === 'zrm:mypages:height') window.heights.push([event.origin, event.data.height]);
      });
    </script></head><body><h1>Kredittkort</h1><iframe id="mypages" src="${framed.src}" style="width: 420px; height: 500px"></iframe></body></html>`);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((r) => server.close(r)) };
}

describe('My Pages embedded in another page', () => {
  let browser;
  let allowed;
  let other;
  let app;

  before(async () => {
    // The allowed site must be in the app's config before the app starts; the page it serves
    // frames the app once its address is known.
    const framed = { src: 'about:blank' };
    allowed = await site(framed);
    // The same app, framed by a site that is not allowed: another port is another origin.
    other = await site(framed);
    app = await startApp('mypages', {
      port: 0,
      config: { apiBaseUrl: 'http://127.0.0.1:9', bankPortalUrl: null, embedOrigins: [allowed.url] },
    });
    framed.src = `${app.url}/gjeld?country=NO`;
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await Promise.all([allowed?.close(), other?.close(), app?.close()]);
  });

  it('reports its height to an allowed site, and refuses any other', async () => {
    const context = await browser.newContext({ viewport: { width: 1024, height: 800 }, locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto(allowed.url);
    await page.frameLocator('#mypages').getByTestId('bankid-no-heading').waitFor();
    await page.waitForFunction(() => window.heights.some(([, height]) => height > 200));
    const heights = await page.evaluate(() => window.heights);
    const [origin, height] = heights[heights.length - 1];
    assert.equal(origin, app.url, 'the message comes from the app');
    assert.ok(height > 200, `a real height: ${height}`);
    await page.screenshot({ path: screenshotPath('mypages-embedded.png'), fullPage: true });

    await page.goto(other.url);
    await page.waitForTimeout(1_500);
    const framed = page.frames().find((frame) => frame !== page.mainFrame());
    assert.equal(await framed.locator('[data-testid="bankid-no-heading"]').count(), 0, 'the frame is refused');
    assert.deepEqual(await page.evaluate(() => window.heights), []);
    await context.close();
  });
});
