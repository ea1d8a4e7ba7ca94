/**
 * The customer's side of BankID in browser tests: the sandbox's simulated app (scan a QR code,
 * approve or cancel an order), BankID Norway's simulated login page, and fresh valid Swedish
 * personal ids.
 */
import { MYPAGES_URL, SANDBOX_URL } from './stack.mjs';

/** POSTs to the sandbox's control API; throws with its answer on failure. */
export async function sandbox(path, body) {
  const response = await fetch(`${SANDBOX_URL}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path} → ${response.status}: ${text}`);
  return JSON.parse(text);
}

let drawn = 0;

/** A valid Swedish personal id (12 digits) born in `year` (1940–1999), new on every call. */
export function newSwedishPni(year = 1984) {
  drawn += 1;
  const serial = String((Date.now() + drawn * 7) % 1000).padStart(3, '0');
  const month = String(1 + ((Math.floor(Date.now() / 1000) + drawn) % 12)).padStart(2, '0');
  const day = String(1 + (drawn % 28)).padStart(2, '0');
  const nine = `${String(year % 100).padStart(2, '0')}${month}${day}${serial}`;
  const sum = [...nine].reduce((total, char, index) => {
    const doubled = Number(char) * (index % 2 === 0 ? 2 : 1);
    return total + Math.floor(doubled / 10) + (doubled % 10);
  }, 0);
  return `19${nine}${(10 - (sum % 10)) % 10}`;
}

/** The QR code the page shows now. */
export async function currentQr(page) {
  return page.getByTestId('bankid-qr').getAttribute('data-qr');
}

/** The simulated app scans the code the page shows now, and `pni` approves. */
export async function approveShownQr(page, pni) {
  await page.waitForFunction(() => document.querySelector('[data-testid="bankid-qr"]')?.getAttribute('data-qr'));
  const scanned = await sandbox('/sandbox/bankid/scan', { qr_data: await currentQr(page) });
  await sandbox(`/sandbox/bankid/orders/${scanned.order_ref}/approve`, { personal_number: pni });
}

/** Signs a (new) Swedish customer in through the QR code; ends on their home page. */
export async function signInCustomer(page, pni = newSwedishPni()) {
  await page.goto(`${MYPAGES_URL}/`);
  await page.getByTestId('login-other-device').click();
  await approveShownQr(page, pni);
  await page.getByTestId('customer-home').waitFor({ timeout: 10_000 });
  return pni;
}

/** On BankID Norway's login page (the sandbox's simulator, once the app has sent the browser
 * there): the person `nin` approves. */
export async function approveBankIdNo(page, nin) {
  await page.waitForURL((url) => url.href.startsWith(`${SANDBOX_URL}/bankid-no/`));
  await page.getByLabel('National identity number (fødselsnummer)').fill(nin);
  await page.getByRole('button', { name: 'Approve' }).click();
}
