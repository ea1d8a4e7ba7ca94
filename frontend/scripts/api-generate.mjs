#!/usr/bin/env node
/**
 * npm run api:generate [-- path/to/openapi.json]
 * Copies the given OpenAPI document (e.g. the output of `zrm-gateway openapi`) over
 * packages/api/openapi.json, then regenerates packages/api/src/generated/ from that copy with
 * @rtk-query/codegen-openapi. Without an argument it only regenerates from the copy.
 */
import { copyFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

import { API_DIR, DOCUMENT_FILE, FRONTEND_DIR, generate, outputFiles } from './api-codegen.mjs';

const configDir = join(FRONTEND_DIR, API_DIR);
const copy = join(configDir, DOCUMENT_FILE);
// npm runs scripts in frontend/; a relative path is meant from where npm was started.
const given = process.argv[2] && resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2]);

if (process.argv.length > 3) {
  console.error('usage: npm run api:generate [-- path/to/openapi.json]');
  process.exit(2);
}
if (given && given !== copy) {
  await copyFile(given, copy);
  console.log(`copied ${given} to ${API_DIR}/${DOCUMENT_FILE}`);
}
await generate({ configDir, targetDir: configDir, schemaFile: copy });
for (const file of outputFiles(configDir)) console.log(`generated ${API_DIR}/${file}`);
