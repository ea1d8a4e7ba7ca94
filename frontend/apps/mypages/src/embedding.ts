import { getRuntimeConfig } from '@zrm/api';

/** The message the parent page receives whenever the app's height changes. */
export const HEIGHT_MESSAGE = 'zrm:mypages:height';

/**
 * The origin of the page framing the app, when it is one of the configured ones; null when the app
 * is not framed or the parent is not allowed (the server's CSP refuses such framing anyway).
 */
export function allowedParentOrigin(
  win: Pick<Window, 'parent' | 'location'> & { document: Pick<Document, 'referrer'> },
  allowed: string[],
): string | null {
  if (win.parent === (win as unknown)) return null;
  const ancestors = (win.location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins;
  let origin: string | null = ancestors && ancestors.length > 0 ? (ancestors[0] ?? null) : null;
  if (!origin && win.document.referrer) {
    try {
      origin = new URL(win.document.referrer).origin;
    } catch {
      origin = null;
    }
  }
  return origin && allowed.includes(origin) ? origin : null;
}

/**
 * Reports the app's height to an allowed parent page on every change, so the marketing site can
 * size its frame; does nothing when not framed by one. Returns the stop function.
 */
export function reportHeightToParent(win: Window = window): () => void {
  const origin = allowedParentOrigin(win, getRuntimeConfig().embedOrigins);
  if (!origin || typeof ResizeObserver === 'undefined') return () => undefined;
  const body = win.document.body;
  let last = -1;
  const report = () => {
    const height = Math.ceil(body.scrollHeight);
    // Nothing rendered yet: a 0 would collapse the parent's frame.
    if (height === last || height === 0) return;
    last = height;
    win.parent.postMessage({ type: HEIGHT_MESSAGE, height }, origin);
  };
  const observer = new ResizeObserver(report);
  observer.observe(body);
  report();
  return () => observer.disconnect();
}
