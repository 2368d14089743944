/** The taskpane does not know its host, and the server serves what the manifest and pages ask for. */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');
const requireCjs = createRequire(__filename);

describe('one taskpane, two hosts', () => {
  it('the taskpane and workbook code import neither host nor touch Office.js; only the two entry files do', () => {
    for (const dir of ['addin/taskpane', 'addin/workbook']) {
      for (const f of readdirSync(join(ROOT, dir)).filter((x) => x.endsWith('.ts') && x !== 'excel-main.ts')) {
        const src = readFileSync(join(ROOT, dir, f), 'utf8');
        expect(src, `${dir}/${f}`).not.toMatch(/host\/(excel|standalone)['"]/);
        expect(src, `${dir}/${f}`).not.toMatch(/\b(Office|Excel)\.(onReady|run|context)\b/);
      }
    }
    expect(readFileSync(join(ROOT, 'addin/taskpane/excel-main.ts'), 'utf8')).toMatch(/createExcelHost/);
    expect(readFileSync(join(ROOT, 'addin/standalone/main.ts'), 'utf8')).toMatch(/createStandaloneWorkbook/);
  });
});

describe('scripts/server.js', () => {
  it('serves the built pages and Office.js, and nothing outside them', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'hakem-serve-'));
    writeFileSync(join(dist, 'taskpane.html'), '<p>taskpane</p>');
    const { startServer } = requireCjs(join(ROOT, 'scripts', 'server.js')) as { startServer(o: object): Promise<{ server: { close(): void }; url: string }> };
    const { server, url } = await startServer({ port: 0, dist });
    try {
      const page = await fetch(`${url}taskpane.html`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      expect(await page.text()).toBe('<p>taskpane</p>');
      const office = await fetch(`${url}office-js/office.js`);
      expect(office.status).toBe(200);
      expect(office.headers.get('content-type')).toMatch(/javascript/);
      expect((await fetch(`${url}..%2Fpackage.json`)).status).toBe(404);
      expect((await fetch(`${url}office-js/..%2F..%2F..%2F..%2Fpackage.json`)).status).toBe(404);
      expect((await fetch(`${url}missing.js`)).status).toBe(404);
    } finally {
      server.close();
    }
  });
});
