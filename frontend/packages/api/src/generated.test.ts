/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/*
 * The staleness check (scripts/api-check.mjs, `npm run api:check <doc>`) against the checked-in
 * document: it passes for the committed files, and fails, naming the stale file and the fix, when
 * the document or a generated file differs.
 */
const FRONTEND = resolve(__dirname, '../../..');
const API_DIR = join(FRONTEND, 'packages/api');
const DOCUMENT = join(API_DIR, 'openapi.json');

function apiCheck(document: string, root?: string) {
  const args = [join(FRONTEND, 'scripts/api-check.mjs'), document, ...(root ? ['--root', root] : [])];
  const run = spawnSync(process.execPath, args, { cwd: FRONTEND, encoding: 'utf8' });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('api:check', () => {
  let scratch: string;
  beforeEach(() => {
    scratch = mkdtempSync(join(tmpdir(), 'zrm-api-check-test-'));
  });
  afterEach(() => rmSync(scratch, { recursive: true, force: true }));

  it('passes: the generated files are what the generator makes of the checked-in document', () => {
    const run = apiCheck(DOCUMENT);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('ignores line endings only', () => {
    const crlf = join(scratch, 'openapi.json');
    writeFileSync(crlf, readFileSync(DOCUMENT, 'utf8').replace(/\n/g, '\r\n'));
    expect(apiCheck(crlf).status).toBe(0);
  });

  it('fails when the gateway document changed, naming the stale files and the command to fix them', () => {
    const changed = join(scratch, 'openapi.json');
    const document = JSON.parse(readFileSync(DOCUMENT, 'utf8'));
    document.components.schemas.Lead.properties.priority = { type: 'integer' };
    document.components.schemas.PushFrame.properties.sent_at = { type: 'string' };
    writeFileSync(changed, JSON.stringify(document, null, 2));
    const run = apiCheck(changed);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('packages/api/openapi.json is not a copy of');
    expect(run.stderr).toContain('packages/api/src/generated/zrmApi.ts is not what `npm run api:generate` makes of');
    expect(run.stderr).toContain('packages/api/src/generated/schemas.ts is not what `npm run api:generate` makes of');
    expect(run.stderr).toContain(`npm run api:generate -- ${changed}`);
  });

  it('fails when a generated file was edited by hand', () => {
    const copy = join(scratch, 'packages/api');
    for (const file of ['openapi.json', 'openapi-config.cjs', 'openapi-codegen.prettier.json', 'src/generated']) {
      cpSync(join(API_DIR, file), join(copy, file), { recursive: true });
    }
    const generated = join(copy, 'src/generated/zrmApi.ts');
    writeFileSync(generated, readFileSync(generated, 'utf8').replace('lead_id: number;', 'lead_id: string;'));
    const run = apiCheck(DOCUMENT, scratch);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('packages/api/src/generated/zrmApi.ts is not what');
    expect(run.stderr).toMatch(/expected: +lead_id: number;\n +found: +lead_id: string;/);
    expect(run.stderr).not.toContain('openapi.json is not a copy');
  });

  it('refuses to run without a document', () => {
    expect(apiCheck(join(scratch, 'missing.json')).status).toBe(2);
  });
});
