/**
 * The one webpack build: taskpane, custom functions with functions.json from their JSDoc, the standalone page,
 * and the command-line bundle dist/cli.js that bin/hakem.js loads.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customFunctions } from './helpers/functions';

const ROOT = join(__dirname, '..', '..');
const requireCjs = createRequire(__filename);

describe('webpack build', () => {
  let out: string;
  beforeAll(async () => {
    // inside the project, so the bundle finds its external packages (exceljs, handlebars) as dist/cli.js does
    mkdirSync(join(ROOT, 'node_modules', '.cache'), { recursive: true });
    out = mkdtempSync(join(ROOT, 'node_modules', '.cache', 'hakem-build-'));
    const webpack = requireCjs('webpack') as typeof import('webpack');
    const configs = (requireCjs(join(ROOT, 'webpack.config.js')) as (env: object, argv: object) => Array<import('webpack').Configuration>)({}, { mode: 'development' });
    for (const c of configs) {
      c.output = { ...c.output, path: out };
      c.devtool = false;
    }
    await new Promise<void>((resolve, reject) =>
      webpack(configs, (err, stats) => (err ? reject(err) : stats?.hasErrors() ? reject(new Error(stats.toString({ all: false, errors: true }))) : resolve())),
    );
  }, 240_000);
  afterAll(() => {
    if (out) rmSync(out, { recursive: true, force: true });
  });

  it('writes functions.json from the JSDoc of every custom-function file, and associates each function', async () => {
    const { ids } = await customFunctions();
    const json = JSON.parse(readFileSync(join(out, 'functions.json'), 'utf8')) as { functions: Array<{ id: string; name: string }> };
    expect(json.functions.map((f) => f.id).sort()).toEqual([...ids].sort());
    const bundle = readFileSync(join(out, 'functions.js'), 'utf8');
    for (const id of ids) expect(bundle).toContain(`CustomFunctions.associate("${id}"`);
  });

  it('makes the taskpane page (Office.js, then the functions and the taskpane) and the standalone page', () => {
    const taskpane = readFileSync(join(out, 'taskpane.html'), 'utf8');
    expect(taskpane.indexOf('office-js/office.js')).toBeGreaterThan(0);
    expect(taskpane.indexOf('functions.js')).toBeGreaterThan(taskpane.indexOf('office-js/office.js'));
    expect(taskpane.indexOf('taskpane.js')).toBeGreaterThan(taskpane.indexOf('functions.js'));
    const standalone = readFileSync(join(out, 'standalone.html'), 'utf8');
    // the stand-in for CustomFunctions comes before the function files that call it
    expect(standalone.indexOf('window.CustomFunctions')).toBeLessThan(standalone.indexOf('functions.js'));
    for (const f of ['taskpane.css', 'manifest.xml', 'assets/icon-32.png', 'standalone.js', 'index.html', 'webapp.json', 'assets/icon-512.png']) expect(existsSync(join(out, f)), f).toBe(true);
    // a development build keeps no files offline: its sw.js only removes a worker a production build left (issue 35)
    expect(readFileSync(join(out, 'sw.js'), 'utf8')).toBe(readFileSync(join(ROOT, 'addin', 'offline', 'sw-off.js'), 'utf8'));
  });

  it('makes dist/cli.js, a node bundle exporting run', async () => {
    const cli = requireCjs(join(out, 'cli.js')) as { run(argv: string[], io: object): Promise<number> };
    let printed = '';
    const io = { out: (s: string) => (printed += s), err: (s: string) => (printed += s), readFile: () => '', writeFile: () => undefined, exists: () => false };
    expect(await cli.run(['--help'], io)).toBe(0);
    expect(printed).toMatch(/^hakem: chess arbiter tools/);
    expect(printed).toMatch(/\bpair\b/);
  });

  it('keeps the templates, handlebars and exceljs out of `hakem pair`: render loads them from their own chunk (issue 17)', async () => {
    const demo = readFileSync(join(ROOT, 'test', 'fixtures', 'trf', 'demo-dutch17-r1-3.trf'), 'utf8');
    const loaded = (name: string) => Object.keys(requireCjs.cache).some((k) => k.includes(`node_modules/${name}/`));
    expect(loaded('exceljs') || loaded('handlebars'), 'nothing else in this file loads them').toBe(false);
    const cli = requireCjs(join(out, 'cli.js')) as { run(argv: string[], io: object): Promise<number> };
    let printed = '';
    const io = { out: (s: string) => (printed += s), err: (s: string) => (printed += s), readFile: () => demo, writeFile: () => undefined, exists: () => true };
    expect(await cli.run(['pair', '--system', 'dutch', 'demo.trf'], io)).toBe(0);
    expect(printed.split('\n')[0]).toBe('9'); // 17 players, none absent in the file: 8 boards and a bye
    expect(loaded('exceljs') || loaded('handlebars')).toBe(false);
    expect(readFileSync(join(out, 'cli.js'), 'utf8')).not.toMatch(/function teachingSheets\b/); // templates/workbook/index.ts
    printed = '';
    expect(await cli.run(['render', 'crosstable', 'demo.trf'], io)).toBe(0);
    expect(printed).toMatch(/^<!DOCTYPE html>/);
    expect(loaded('handlebars')).toBe(true);
    // the list bin/hakem.js checks before it trusts the bundle: the files the bundle was built from
    const sources = JSON.parse(readFileSync(join(out, 'cli-sources.json'), 'utf8')) as string[];
    expect(sources).toEqual(expect.arrayContaining(['cli/main.ts', 'engine/pairing/dutch/blossom.ts', 'templates/documents.ts']));
    expect(sources.some((f) => f.includes('node_modules'))).toBe(false);
  });

  it('runs `hakem players` from the bundle: better-sqlite3 stays external, loaded only by that command (issue 28)', async () => {
    const loaded = () => Object.keys(requireCjs.cache).some((k) => k.includes('node_modules/better-sqlite3/'));
    const { listText, SMALL } = await import('../ratinglist/fideLines');
    const { writeFileSync } = await import('node:fs');
    const list = join(out, 'players_list_foa.txt');
    writeFileSync(list, listText(SMALL));
    const cli = requireCjs(join(out, 'cli.js')) as { run(argv: string[], io: object): Promise<number> };
    let printed = '';
    const io = { out: (s: string) => (printed += s), err: () => undefined, readFile: () => '', writeFile: () => undefined, exists: (p: string) => existsSync(p) };
    expect(await cli.run(['players', 'import-list', list, '--db', join(out, 'r.sqlite')], io)).toBe(0);
    expect(loaded()).toBe(true);
    expect(readFileSync(join(out, 'cli.js'), 'utf8')).toMatch(/require\("better-sqlite3"\)/);
    printed = '';
    expect(await cli.run(['players', 'find', '4100018', '--db', join(out, 'r.sqlite'), '--json'], io)).toBe(0);
    expect((JSON.parse(printed) as Array<{ name: string }>)[0].name).toBe('Mueller, Jan');
  });
});
