#!/usr/bin/env node
/**
 * npm run serve [-- backoffice mypages bank]
 * Serves the built apps on 3000 (backoffice), 3001 (mypages), 3002 (bank). Environment:
 *   ZRM_API_BASE_URL   gateway base URL written into each config.js (default http://127.0.0.1:8080)
 *   ZRM_BANK_PORTAL_URL the bank-partner portal the back office's partner sign-in leads to
 *                      (default: the bank app served here)
 *   ZRM_SERVE_HOST     listen address (default 127.0.0.1)
 *   ZRM_EMBED_ORIGINS  sites that may frame My Pages, comma separated (it reports its height to them)
 *   ZRM_BACKOFFICE_PORT / ZRM_MYPAGES_PORT / ZRM_BANK_PORT  override the ports
 */
import { APPS, runtimeConfigFromEnv, startApp } from './static-server.mjs';

const wanted = process.argv.slice(2);
const names = wanted.length > 0 ? wanted : Object.keys(APPS);
const unknown = names.filter((name) => !(name in APPS));
if (unknown.length > 0) {
  console.error(`unknown app(s): ${unknown.join(', ')}; choose from ${Object.keys(APPS).join(', ')}`);
  process.exit(2);
}

const config = runtimeConfigFromEnv();
const host = process.env.ZRM_SERVE_HOST || '127.0.0.1';
const servers = [];
try {
  for (const name of names) {
    const port = Number(process.env[`ZRM_${name.toUpperCase()}_PORT`] || APPS[name].port);
    const server = await startApp(name, { port, host, config });
    servers.push(server);
    console.log(`${name.padEnd(10)} ${server.url}  (api ${config.apiBaseUrl})`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await Promise.all(servers.map((s) => s.close()));
  process.exit(1);
}

const stop = async () => {
  await Promise.all(servers.map((s) => s.close()));
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
