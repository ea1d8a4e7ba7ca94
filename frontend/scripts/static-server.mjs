/**
 * Serves built apps: each dist/ on its own port with SPA fallback (unknown paths get index.html,
 * so deep links like /mortgage/leads work), and each app's config.js from the given runtime
 * config. The config is answered from memory, never written into dist/: several servers of one
 * build (the stack's, a test's) each keep their own. sirv does the static serving (ETags,
 * ranges, MIME types, path safety); this file only adds the config, the no-cache rule for
 * index.html and config.js, and who may frame the app (CSP `frame-ancestors`).
 */
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export const APPS = {
  backoffice: { port: 3000 },
  // My Pages may be framed by the customer-facing sites of `embedOrigins` only.
  mypages: { port: 3001, framedBy: 'embedOrigins' },
  bank: { port: 3002 },
};

/** The runtime config keys every app reads (window.__ZRM_CONFIG__). */
export function runtimeConfigFromEnv(env = process.env) {
  return {
    apiBaseUrl: env.ZRM_API_BASE_URL || 'http://127.0.0.1:8080',
    bankPortalUrl:
      env.ZRM_BANK_PORTAL_URL || `http://${env.ZRM_SERVE_HOST || '127.0.0.1'}:${env.ZRM_BANK_PORT || APPS.bank.port}`,
    embedOrigins: (env.ZRM_EMBED_ORIGINS || '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
  };
}

export function runtimeConfigScript(config) {
  return `// Served by scripts/static-server.mjs from the environment.\nwindow.__ZRM_CONFIG__ = ${JSON.stringify(config, null, 2)};\n`;
}

const NO_CACHE = new Set(['/index.html', '/config.js']);

export async function startApp(name, { port, host = '127.0.0.1', config }) {
  const dist = join(root, 'apps', name, 'dist');
  if (!existsSync(join(dist, 'index.html'))) {
    throw new Error(`${name}: ${dist} has no build; run "npm run build" first`);
  }
  const configScript = runtimeConfigScript(config);
  // Who may frame the app (CSP frame-ancestors): itself, and for My Pages the configured sites.
  const framedBy = APPS[name]?.framedBy ? (config[APPS[name].framedBy] ?? []) : [];
  const frameAncestors = ["'self'", ...framedBy].join(' ');
  const handler = sirv(dist, {
    single: true,
    etag: true,
    setHeaders: (res, pathname) => {
      res.setHeader('Cache-Control', NO_CACHE.has(pathname) ? 'no-cache' : 'public, max-age=31536000, immutable');
    },
  });
  const server = createServer((req, res) => {
    res.setHeader('Content-Security-Policy', `frame-ancestors ${frameAncestors}`);
    if (new URL(req.url ?? '/', 'http://app').pathname === '/config.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end(configScript);
      return;
    }
    handler(req, res);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const actualPort = server.address().port;
  return {
    name,
    url: `http://${host}:${actualPort}`,
    close: () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      }),
  };
}
