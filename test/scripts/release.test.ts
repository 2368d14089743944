/**
 * npm run release (scripts/release.js, issue 35): for a made-up host, the web zip an IT department puts on its server
 * and the command line as an npm package. The package is installed from its tarball into an empty folder, as a user
 * installs it (npm install --global, its own prefix), and `hakem pair`, `hakem workbook`, `hakem players import-list`
 * and `hakem players find` run from there: no sources, no tsx, no devDependencies.
 * One release (a production build) and one install for the file; the install compiles better-sqlite3, which takes
 * minutes on a loaded machine.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemaErrors } from '../addin/helpers/manifestSchema';
import { listText, SMALL } from '../ratinglist/fideLines';

const ROOT = join(__dirname, '..', '..');
const BASE = 'https://hakem.example.org/app/';
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };

/** The environment of a user's shell: none of the test runner's node options or npm's project settings. */
function userEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(npm_|NODE_OPTIONS|VITEST|HAKEM_)/i.test(k)));
  return { ...env, ...extra };
}

function release(out: string, env: NodeJS.ProcessEnv) {
  return spawnSync(process.execPath, [join(ROOT, 'scripts', 'release.js'), '--out', out], { cwd: ROOT, env, encoding: 'utf8', timeout: 1_500_000 });
}

describe('npm run release', () => {
  const work = mkdtempSync(join(tmpdir(), 'hakem-release-test-'));
  const out = join(work, 'out');

  // the user's folder holds an installed package with a compiled module: removing it takes a while on a busy disk
  afterAll(() => rmSync(work, { recursive: true, force: true }), 300_000);

  it('refuses without HAKEM_BASE_URL, saying what to give, and writes nothing', () => {
    const r = release(join(work, 'nothing'), userEnv());
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/HAKEM_BASE_URL is needed.*\n.*HAKEM_BASE_URL=https:\/\/hakem\.example\.org\/app\/ npm run release/);
    expect(existsSync(join(work, 'nothing'))).toBe(false);
  });

  it('refuses an http address, naming the variable, and writes nothing', () => {
    const r = release(join(work, 'nothing'), userEnv({ HAKEM_BASE_URL: 'http://hakem.example.org/app/' }));
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/HAKEM_BASE_URL=http:\/\/hakem\.example\.org\/app\/: must start with https:\/\//);
    expect(existsSync(join(work, 'nothing'))).toBe(false);
  });

  describe(`for ${BASE}`, () => {
    let zip: JSZip;
    let tarball = '';
    let prefix = '';
    let hakem = '';
    const run = (args: string[], cwd: string) => spawnSync(hakem, args, { cwd, env: userEnv(), encoding: 'utf8', timeout: 600_000 });

    beforeAll(async () => {
      const r = release(out, userEnv({ HAKEM_BASE_URL: BASE }));
      if (r.status !== 0) throw new Error(`release failed:\n${r.stdout}\n${r.stderr}`);
      zip = await JSZip.loadAsync(readFileSync(join(out, `hakem-web-${pkg.version}.zip`)));
      tarball = join(out, `hakem-${pkg.version}.tgz`);
      // an empty folder as the user's global prefix: the package and what it declares, nothing of this project
      prefix = join(work, 'user');
      mkdirSync(prefix);
      const install = spawnSync('npm', ['install', '--global', '--prefix', prefix, '--allow-scripts=better-sqlite3', '--no-audit', '--no-fund', '--prefer-offline', tarball], {
        cwd: prefix, env: userEnv(), encoding: 'utf8', timeout: 1_500_000,
      });
      if (install.status !== 0) throw new Error(`npm install of the tarball failed:\n${install.stdout}\n${install.stderr}`);
      hakem = join(prefix, 'bin', 'hakem');
    }, 3_000_000);

    it('zips the web files for that host: the pages, the service worker, the manifest pointing there; no command line', async () => {
      const names = Object.keys(zip.files).filter((n) => !zip.files[n].dir);
      for (const f of ['manifest.xml', 'index.html', 'standalone.html', 'taskpane.html', 'functions.js', 'functions.json', 'sw.js', 'webapp.json', 'assets/icon-80.png']) expect(names).toContain(f);
      expect(names.filter((n) => /^cli/.test(n))).toEqual([]);
      const manifest = await zip.file('manifest.xml')!.async('string');
      expect(manifest).toContain(`<SourceLocation DefaultValue="${BASE}taskpane.html"/>`);
      expect(manifest).not.toMatch(/localhost/);
      expect(await schemaErrors(manifest)).toEqual([]);
      // each file the manifest names is in the zip
      for (const m of manifest.matchAll(/DefaultValue="(https:[^"]*)"/g)) expect(names, m[1]).toContain(m[1].slice(BASE.length));
      expect(readFileSync(join(out, 'manifest.xml'), 'utf8')).toBe(manifest);
    });

    it('packs the command line small: the bundle and bin/, no sources; its run-time dependencies declared as such', () => {
      const list = spawnSync('tar', ['tzf', tarball], { encoding: 'utf8' }).stdout.trim().split('\n').sort();
      expect(list).toContain('package/bin/hakem.js');
      expect(list).toContain('package/dist/cli.js');
      expect(list.filter((f) => !/^package\/(bin\/hakem\.js|dist\/cli(-\d+)?\.js|package\.json|README\.md)$/.test(f))).toEqual([]);
      const installed = JSON.parse(readFileSync(join(prefix, 'lib', 'node_modules', 'hakem', 'package.json'), 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
      for (const d of ['better-sqlite3', 'exceljs', 'handlebars']) {
        expect(installed.dependencies[d], d).toBeDefined();
        expect(installed.devDependencies[d], d).toBeUndefined();
      }
      // what the bundle loads at run time is exactly what is declared (webpack.config.js externals)
      const bundle = readdirSync(join(prefix, 'lib', 'node_modules', 'hakem', 'dist')).map((f) => readFileSync(join(prefix, 'lib', 'node_modules', 'hakem', 'dist', f), 'utf8')).join('\n');
      const required = new Set([...bundle.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1]).filter((m) => !m.startsWith('node:')));
      expect([...required].sort()).toEqual(Object.keys(installed.dependencies).sort());
      // no devDependency came along
      expect(existsSync(join(prefix, 'lib', 'node_modules', 'hakem', 'node_modules', 'tsx'))).toBe(false);
    });

    describe('installed into an empty folder', () => {
      const cwd = join(work, 'event');
      beforeAll(() => {
        mkdirSync(cwd, { recursive: true });
        copyFileSync(join(ROOT, 'test', 'fixtures', 'trf', 'demo-dutch17-r1-3.trf'), join(cwd, 'demo.trf'));
      });

      it('hakem pair: round 4 of the documents\' 17-player example, as the document pairs it', () => {
        const r = run(['pair', '--system', 'dutch-2009', 'demo.trf'], cwd);
        expect(r.stderr).toBe('');
        expect(r.status).toBe(0);
        const lines = r.stdout.trim().split('\n');
        // the TRF has rounds 1-3 and does not know that 9 and 14 stay away in round 4: 8 boards and a bye here,
        // the document's seven boards among them
        expect(lines[0]).toBe('9');
        const fixture = JSON.parse(readFileSync(join(ROOT, 'test', 'fixtures', 'dutch-example.json'), 'utf8')) as { rounds: Array<{ round: number; games: Array<{ white: number; black: number }> }> };
        const documented = fixture.rounds.find((x) => x.round === 4)!.games.map((g) => `${g.white} ${g.black}`);
        expect(lines.slice(1, 1 + documented.length)).toEqual(documented);
      });

      it('hakem workbook: the teaching workbook, the same sheets as the sources write', async () => {
        const r = run(['workbook', '--lang', 'en', 'teaching.xlsx'], cwd);
        expect(r.stderr).toBe('');
        expect(r.status).toBe(0);
        const sheets = async (bytes: Uint8Array) => [...(await (await JSZip.loadAsync(bytes)).file('xl/workbook.xml')!.async('string')).matchAll(/<sheet [^>]*name="([^"]+)"/g)].map((m) => m[1]);
        const packed = await sheets(readFileSync(join(cwd, 'teaching.xlsx')));
        const { teachingWorkbook } = await import('../../templates/workbook/index');
        expect(packed.length).toBeGreaterThan(3);
        expect(packed).toEqual(await sheets(await teachingWorkbook('en')));
      }, 600_000);

      it('hakem players import-list, then players find: the rating-list database (better-sqlite3) works', () => {
        writeFileSync(join(cwd, 'players_list_foa.txt'), listText(SMALL));
        const imported = run(['players', 'import-list', 'players_list_foa.txt', '--db', 'ratings.sqlite'], cwd);
        expect(imported.stderr).toBe('');
        expect(imported.status).toBe(0);
        expect(imported.stdout).toMatch(/^6 players from players_list_foa\.txt/);
        const found = run(['players', 'find', '4100018', '--db', 'ratings.sqlite', '--json'], cwd);
        expect(found.status).toBe(0);
        const rows = JSON.parse(found.stdout) as Array<{ id: number; name: string; fed: string; standard: number }>;
        expect(rows.map((p) => [p.id, p.name, p.fed, p.standard])).toEqual([[4100018, 'Mueller, Jan', 'GER', 2301]]);
      });
    });
  });
});
