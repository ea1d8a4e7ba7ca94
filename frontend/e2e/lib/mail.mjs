import { SANDBOX_URL } from './stack.mjs';

const CODE = /Your one-time code: (\d{6,8})/;
const PASSWORD_LINK = /(https?:\/\/\S+\/set-partner-password\?token=([0-9a-f]{64}))/;

/** The mails the sandbox's sink holds for `email`, newest first (`id`, `subject`, `text`, …). */
export async function messagesTo(email) {
  const response = await fetch(`${SANDBOX_URL}/mail/api/messages?to=${encodeURIComponent(email)}`);
  if (!response.ok) throw new Error(`mail sink answered ${response.status}`);
  return (await response.json()).items;
}

/** Ids of the mails already there, so the next code read is a new one. */
export async function mailIds(email) {
  return new Set((await messagesTo(email)).map((m) => m.id));
}

/**
 * Polls the sandbox mail sink for a new mail to `email` whose text matches `pattern` (newest
 * first); answers the match. `what` names the mail in the timeout's message.
 */
async function waitForMail(email, seen, pattern, what, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const message of await messagesTo(email)) {
      if (seen.has(message.id)) continue;
      const match = pattern.exec(message.text ?? '');
      if (match) return match;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no ${what} mailed to ${email} within ${timeoutMs} ms`);
}

/** Polls the sandbox mail sink for a new one-time-code mail to `email` (newest first). */
export async function waitForOneTimeCode(email, seen, timeoutMs = 15_000) {
  return (await waitForMail(email, seen, CODE, 'one-time code', timeoutMs))[1];
}

/**
 * Polls the sandbox mail sink for a new set-password mail to a bank partner: answers the link
 * as mailed (`<bank portal>/set-partner-password?token=<64 hex>`) and its token.
 */
export async function waitForPasswordLink(email, seen, timeoutMs = 15_000) {
  const [, link, token] = await waitForMail(email, seen, PASSWORD_LINK, 'set-password link', timeoutMs);
  return { link, token };
}
