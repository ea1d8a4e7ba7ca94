#!/usr/bin/env node
/**
 * npm run api:check -- path/to/openapi.json
 * Fails (exit 1) when the front end's API code is stale against the given OpenAPI document:
 *   - packages/api/openapi.json (the checked-in copy) differs from the given document, or
 *   - a generated file under packages/api/src/generated/ differs from what
 *     @rtk-query/codegen-openapi produces from the given document (generated into a temporary
 *     folder and compared).
 * Only line endings are normalised. Needs no network. Exit 2: bad usage or an unreadable document.
 * `--root <dir>` checks another copy of frontend/ (the tests use it); default: this frontend/.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { API_DIR, DOCUMENT_FILE, FRONTEND_DIR, generate, outputFiles } from './api-codegen.mjs';

const args = process.argv.slice(2);
let root = FRONTEND_DIR;
const rootFlag = args.indexOf('--root');
if (rootFlag !== -1) {
  root = resolve(args[rootFlag + 1] ?? '');
  args.splice(rootFlag, 2);
}
if (args.length !== 1) {
  console.error('usage: npm run api:check -- path/to/openapi.json');
  process.exit(2);
}
// npm runs scripts in frontend/; a relative path is meant from where npm was started.
const documentPath = resolve(process.env.INIT_CWD ?? process.cwd(), args[0]);
if (!existsSync(documentPath)) {
  console.error(`api:check: no OpenAPI document at ${documentPath}`);
  process.exit(2);
}

const configDir = join(root, API_DIR);
const lines = (text) => text.replace(/\r\n?/g, '\n');
const read = (file) => (existsSync(file) ? lines(readFileSync(file, 'utf8')) : null);

/** The first line where two texts differ, for the message. */
function firstDifference(expected, actual) {
  if (actual === null) return 'the file is missing';
  const a = expected.split('\n');
  const b = actual.split('\n');
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    if (a[i] !== b[i]) {
      return `first difference at line ${i + 1}:\n      expected: ${a[i] ?? '<end of file>'}\n      found:    ${b[i] ?? '<end of file>'}`;
    }
  }
  return 'the files differ';
}

const stale = [];
const given = read(documentPath);
const copyPath = join(configDir, DOCUMENT_FILE);
const copy = read(copyPath);
if (copy !== given) {
  stale.push({ file: `${API_DIR}/${DOCUMENT_FILE}`, why: `is not a copy of ${documentPath}: ${firstDifference(given, copy)}` });
}

const scratch = await mkdtemp(join(tmpdir(), 'zrm-api-check-'));
try {
  await generate({ configDir, targetDir: scratch, schemaFile: documentPath });
  for (const file of outputFiles(configDir)) {
    const expected = read(join(scratch, file));
    const actual = read(join(configDir, file));
    if (expected === null) throw new Error(`the generator wrote no ${file}`);
    if (actual !== expected) {
      stale.push({
        file: `${API_DIR}/${file}`,
        why: `is not what \`npm run api:generate\` makes of ${documentPath}: ${firstDifference(expected, actual)}`,
      });
    }
  }
} finally {
  await rm(scratch, { recursive: true, force: true });
}

if (stale.length > 0) {
  console.error('api:check: the front end\'s API code is stale against the gateway\'s OpenAPI document.');
  for (const { file, why } of stale) console.error(`  ${file} ${why}`);
  console.error(`Fix (in frontend/): npm run api:generate -- ${documentPath}   then commit the changed files.`);
  process.exit(1);
}
console.log(`api:check: ${API_DIR}/${DOCUMENT_FILE} and the generated files match ${documentPath}.`);
