/** The loading screens' humorous lines (keys of `loading.messages`); one is picked per screen. */
export const LOADING_MESSAGES = ['hamsters', 'coffee', 'kronor', 'paperwork', 'interest', 'elk'] as const;
export type LoadingMessage = (typeof LOADING_MESSAGES)[number];

/** One of the lines at random; `random` is a number in [0, 1) (Math.random by default). */
export function pickLoadingMessage(random: () => number = Math.random): LoadingMessage {
  const index = Math.min(LOADING_MESSAGES.length - 1, Math.floor(random() * LOADING_MESSAGES.length));
  return LOADING_MESSAGES[index] ?? 'hamsters';
}
