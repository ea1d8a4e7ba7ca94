/** Where the running stack is (environment overrides for CI or other hosts). */
export const BACKOFFICE_URL = (process.env.ZRM_BACKOFFICE_URL || 'http://127.0.0.1:3000').replace(/\/+$/, '');
export const API_URL = (process.env.ZRM_API_URL || 'http://127.0.0.1:8080').replace(/\/+$/, '');
export const SANDBOX_URL = (process.env.ZRM_SANDBOX_URL || 'http://127.0.0.1:8090').replace(/\/+$/, '');
// GoCardless's and Vipps's simulated APIs at the root of their own ports, with their hosted pages.
export const GOCARDLESS_URL = (process.env.ZRM_GOCARDLESS_URL || 'http://127.0.0.1:8091').replace(/\/+$/, '');
export const VIPPS_URL = (process.env.ZRM_VIPPS_URL || 'http://127.0.0.1:8092').replace(/\/+$/, '');
export const BANK_URL = (process.env.ZRM_BANK_URL || 'http://127.0.0.1:3002').replace(/\/+$/, '');
export const MYPAGES_URL = (process.env.ZRM_MYPAGES_URL || 'http://127.0.0.1:3001').replace(/\/+$/, '');

/** Fails fast, naming what is down, instead of timing out inside a browser step. */
export async function requireStack() {
  const checks = [
    ['gateway', `${API_URL}/healthz`],
    ['sandbox mail sink', `${SANDBOX_URL}/mail/api/messages?to=nobody@zrm.example`],
    ['backoffice app', `${BACKOFFICE_URL}/login`],
  ];
  for (const [name, url] of checks) {
    let response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    } catch (error) {
      throw new Error(`${name} is not reachable at ${url} (${error.cause?.code ?? error.message}); start the stack first`);
    }
    if (!response.ok) throw new Error(`${name} answered ${response.status} at ${url}`);
  }
}

/** Calls the gateway as a signed-in user; throws with the server's detail on failure. */
export async function gateway(method, path, token, body) {
  const response = await fetch(`${API_URL}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const json = text ? JSON.parse(text) : null;
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${text}`);
  return json;
}

/** What the sandbox's 46elks holds for the number, once `count` messages are there (15 s at most). */
export async function smsAtProvider(to, count) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const response = await fetch(`${SANDBOX_URL}/sandbox/sms/messages?to=${encodeURIComponent(to)}&limit=50`);
    const { items } = await response.json();
    if (items.length >= count || Date.now() > deadline) return items;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
