import { SANDBOX_URL } from './stack.mjs';

const CODE = /Your one-time code: (\d{6,8})/;

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

/** Polls the sandbox mail sink for a new one-time-code mail to `email` (newest first). */
export async function waitForOneTimeCode(email, seen, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const message of await messagesTo(email)) {
      if (seen.has(message.id)) continue;
      const match = CODE.exec(message.text ?? '');
      if (match) return match[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no one-time code mailed to ${email} within ${timeoutMs} ms`);
}
