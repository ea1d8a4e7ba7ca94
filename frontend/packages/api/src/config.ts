/**
 * Runtime configuration, written into each app's `config.js` by the serve step (or the container
 * entrypoint) so one build runs in every environment. Read at call time, never cached at import,
 * so tests and the page can set it before the first request.
 */
export interface RuntimeConfig {
  /** Gateway base URL, e.g. https://api.zrm.example. */
  apiBaseUrl: string;
  /** The bank-partner portal, where the login page's "I am a bank partner" leads; absent when not deployed beside. */
  bankPortalUrl: string | null;
  /** Origins allowed to embed My Pages (the marketing sites); the app reports its height to them. */
  embedOrigins: string[];
}

declare global {
  interface Window {
    __ZRM_CONFIG__?: Partial<RuntimeConfig>;
  }
}

export const DEFAULT_API_BASE_URL = 'http://127.0.0.1:8080';

export function getRuntimeConfig(): RuntimeConfig {
  const raw = typeof window === 'undefined' ? undefined : window.__ZRM_CONFIG__;
  const apiBaseUrl = (raw?.apiBaseUrl || DEFAULT_API_BASE_URL).replace(/\/+$/, '');
  const bankPortalUrl = raw?.bankPortalUrl ? raw.bankPortalUrl.replace(/\/+$/, '') : null;
  const embedOrigins = Array.isArray(raw?.embedOrigins) ? raw.embedOrigins.map((o) => o.replace(/\/+$/, '')) : [];
  return { apiBaseUrl, bankPortalUrl, embedOrigins };
}

/** The websocket origin matching the gateway's HTTP origin (http→ws, https→wss). */
export function websocketUrl(path: string, query: Record<string, string>): string {
  const base = getRuntimeConfig().apiBaseUrl.replace(/^http/, 'ws');
  const search = new URLSearchParams(query).toString();
  return `${base}${path}${search ? `?${search}` : ''}`;
}
