/**
 * A production build for a host of one's own (issue 35): `HAKEM_BASE_URL=https://hakem.example.org/app/ npm run build`.
 *  - the manifest: every URL under that base, each file it names in the build, the version from package.json, the Id
 *    kept, valid against Microsoft's published schemas and the project's own structural check;
 *  - the standalone page served by a plain static file server under /app/, driven in Chromium: it pairs round 1 of
 *    the documents' 17-player example, it is installable (Chromium's own installability check), and after the first
 *    visit it works offline (service worker): reloaded with the network off, it pairs the round again.
 * One production build for the whole file, as `npm run build` makes it.
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actOnPane, CHROMIUM } from '../helpers/buildWeb';
import { serveStatic, type StaticServer } from '../helpers/staticServer';
import { checkManifest } from './manifest-check';
import { schemaErrors } from './helpers/manifestSchema';

const ROOT = join(__dirname, '..', '..');
const requireCjs = createRequire(__filename);
const BASE = 'https://hakem.example.org/app/';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const hosting = requireCjs(join(ROOT, 'scripts', 'hosting.js')) as {
  baseUrlFrom(v: string | undefined): string;
  manifestVersion(v: string): string;
};
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
const sourceManifest = readFileSync(join(ROOT, 'manifest.xml'), 'utf8');

describe('HAKEM_BASE_URL (scripts/hosting.js)', () => {
  it('takes an https folder address; without one the build is for npm start', () => {
    expect(hosting.baseUrlFrom(BASE)).toBe(BASE);
    expect(hosting.baseUrlFrom(undefined)).toBe('https://localhost:3000/');
  });
  it.each([
    ['http://hakem.example.org/app/', /HAKEM_BASE_URL=http:\/\/hakem\.example\.org\/app\/: must start with https:\/\//],
    ['https://hakem.example.org/app', /must end with \/ .*did you mean https:\/\/hakem\.example\.org\/app\/ \?/],
    ['hakem.example.org/app/', /HAKEM_BASE_URL=hakem\.example\.org\/app\/: not an address/],
    ['https://hakem.example.org/app/?v=2', /no user, password, \?query or #fragment/],
  ])('refuses %s, naming the variable', (value, message) => {
    expect(() => hosting.baseUrlFrom(value)).toThrow(message);
  });
  it('writes the manifest Version from package.json, refusing what a manifest cannot hold', () => {
    expect(hosting.manifestVersion('1.2.3')).toBe('1.2.3.0');
    expect(() => hosting.manifestVersion('1.2.3-beta.1')).toThrow(/package\.json version "1\.2\.3-beta\.1".*no pre-release tag/);
    expect(() => hosting.manifestVersion('123456.0.0')).toThrow(/at most 5 digits/);
  });
});

describe('the add-in manifest against Microsoft\'s schemas', () => {
  it('accepts the source manifest.xml', async () => {
    expect(await schemaErrors(sourceManifest)).toEqual([]);
  });
  // the schema check is worth something only if it refuses what Office refuses
  it.each([
    ['elements out of order', (m: string) => m.replace(/(\s*<ProviderName>Hakem<\/ProviderName>)([\s\S]*?<DefaultLocale>en-US<\/DefaultLocale>)/, '$2$1'), /DefaultLocale.*not expected/],
    ['an unknown element', (m: string) => m.replace('<Permissions>', '<Homepage>x</Homepage><Permissions>'), /Homepage.*not expected/],
    ['a Runtime lifetime that does not exist', (m: string) => m.replace('lifetime="long"', 'lifetime="forever"'), /lifetime.*forever/],
    ['Runtimes after the form factors', (m: string) => m.replace(/(\s*<Runtimes>[\s\S]*?<\/Runtimes>)([\s\S]*?<\/AllFormFactors>)/, '$2$1'), /Runtimes.*not expected/],
    ['a five-part version', (m: string) => m.replace('<Version>0.1.0.0</Version>', '<Version>0.1.0.0.1</Version>'), /Version/],
  ])('refuses %s', async (_what, mutate, expected) => {
    const broken = mutate(sourceManifest);
    expect(broken).not.toBe(sourceManifest);
    expect((await schemaErrors(broken)).join('\n')).toMatch(expected);
  });
});

describe('a production build for https://hakem.example.org/app/', () => {
  let dist = '';
  let manifest = '';
  beforeAll(async () => {
    mkdirSync(join(ROOT, 'node_modules', '.cache'), { recursive: true });
    dist = mkdtempSync(join(ROOT, 'node_modules', '.cache', 'hakem-hosted-'));
    const webpack = requireCjs('webpack') as typeof import('webpack');
    const configs = (requireCjs(join(ROOT, 'webpack.config.js')) as (env: object, argv: object) => Array<import('webpack').Configuration>)({ baseUrl: BASE }, { mode: 'production' });
    const web = configs.find((c) => c.name === 'web')!;
    web.output = { ...web.output, path: dist };
    await new Promise<void>((resolve, reject) =>
      webpack(web, (err, stats) => (err ? reject(err) : stats?.hasErrors() ? reject(new Error(stats.toString({ all: false, errors: true }))) : resolve())),
    );
    manifest = readFileSync(join(dist, 'manifest.xml'), 'utf8');
  }, 900_000);
  afterAll(() => {
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  it('points every URL of the manifest under the base, at files the build has', () => {
    const urls = [...manifest.matchAll(/DefaultValue="(https?:\/\/[^"]*)"/g)].map((m) => m[1]);
    expect(urls.length).toBeGreaterThanOrEqual(10); // icons, support, source, functions script and metadata, taskpane
    for (const url of urls) {
      expect(url.startsWith(BASE), url).toBe(true);
      expect(existsSync(join(dist, url.slice(BASE.length))), url).toBe(true);
    }
    expect([...manifest.matchAll(/<AppDomain>([^<]*)<\/AppDomain>/g)].map((m) => m[1])).toEqual(['https://hakem.example.org']);
    // nothing of the development server is left, comments included
    expect(manifest).not.toMatch(/localhost/);
    // the schema namespaces aside, no other address at all
    const others = [...manifest.matchAll(/https?:\/\/[^"<\s]*/g)].map((m) => m[0]).filter((u) => !u.startsWith(BASE) && !u.startsWith('http://schemas.microsoft.com/office/') && u !== 'http://www.w3.org/2001/XMLSchema-instance');
    expect(others).toEqual(['https://hakem.example.org']);
  });

  it('keeps the Id of manifest.xml and takes the version of package.json', () => {
    const id = (xml: string) => /<Id>([^<]+)<\/Id>/.exec(xml)![1];
    expect(id(manifest)).toBe(id(sourceManifest));
    expect(/<Version>([^<]+)<\/Version>/.exec(manifest)![1]).toBe(`${pkg.version}.0`);
  });

  it('is a valid manifest: Microsoft\'s schemas and the structural check', async () => {
    expect(await schemaErrors(manifest)).toEqual([]);
    expect(await checkManifest(manifest)).toEqual([]);
  });

  it('makes pages whose every file is in the build, Office.js from Microsoft\'s CDN', () => {
    for (const page of ['taskpane.html', 'standalone.html', 'index.html']) {
      const html = readFileSync(join(dist, page), 'utf8');
      const refs = [...html.matchAll(/(?:src|href)=["']?([^"'\s>]+)/g)].map((m) => m[1]);
      expect(refs.length, page).toBeGreaterThan(2);
      for (const ref of refs) {
        if (ref === 'https://appsforoffice.microsoft.com/lib/1/hosted/office.js') expect(page).toBe('taskpane.html');
        else expect(existsSync(join(dist, ref)), `${page}: ${ref}`).toBe(true);
      }
    }
    expect(readFileSync(join(dist, 'taskpane.html'), 'utf8')).toContain('https://appsforoffice.microsoft.com/lib/1/hosted/office.js');
    const app = JSON.parse(readFileSync(join(dist, 'webapp.json'), 'utf8')) as { start_url: string; icons: Array<{ src: string; sizes: string }> };
    expect(existsSync(join(dist, app.start_url))).toBe(true);
    for (const icon of app.icons) expect(existsSync(join(dist, icon.src)), icon.src).toBe(true);
  });

  it('lists for offline use every file of the standalone page, and not the Excel taskpane', () => {
    const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
    const build = JSON.parse(/^const BUILD = (\{.*\});$/m.exec(sw)![1]) as { version: string; files: string[] };
    expect(build.version).toMatch(/^[0-9a-f]{16}$/);
    for (const f of ['index.html', 'standalone.html', 'standalone.js', 'functions.js', 'offline.js', 'taskpane.css', 'webapp.json', 'assets/icon-192.png']) expect(build.files).toContain(f);
    for (const f of ['taskpane.html', 'taskpane.js', 'manifest.xml', 'sw.js']) expect(build.files).not.toContain(f);
    for (const f of build.files) expect(existsSync(join(dist, f)), f).toBe(true);
  });

  describe.runIf(existsSync(CHROMIUM))('served by a plain static server under /app/, in Chromium', () => {
    let server: StaticServer;
    let profile = '';
    let context: BrowserContext;
    let page: Page;
    const errors: string[] = [];
    const fixture = JSON.parse(readFileSync(join(ROOT, 'test', 'fixtures', 'dutch-example.json'), 'utf8')) as {
      players: Array<{ no: number; name: string }>;
      rounds: Array<{ round: number; bye?: number; games: Array<{ white: number; black: number }> }>;
    };
    const name = (no: number) => fixture.players.find((p) => p.no === no)!.name;
    const round1 = fixture.rounds.find((r) => r.round === 1)!;
    const expectedRound1 = [
      ...round1.games.map((g, i) => [String(i + 1), `${g.white} ${name(g.white)}`, `${g.black} ${name(g.black)}`]),
      ...(round1.bye ? [['', `${round1.bye} ${name(round1.bye)}`, 'bye']] : []),
    ];

    /** Opens the page as a user does, pairs round 1 with the documents' Dutch edition, returns the proposal. */
    async function pairRound1(): Promise<string[][]> {
      await page.waitForSelector('body[data-ready="true"]');
      await page.selectOption('#system', 'dutch-2009');
      expect(await actOnPane(page, '#pair')).toMatch(/Round 1 proposed/);
      return page.$$eval('#proposal-table tbody tr', (rows) => rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')));
    }

    beforeAll(async () => {
      server = await serveStatic(dist, '/app/');
      // a profile of its own, as a user's browser has: an incognito context cannot install apps
      profile = mkdtempSync(join(tmpdir(), 'hakem-profile-'));
      context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: CHROMIUM_ARGS, viewport: { width: 1440, height: 900 } });
      page = context.pages()[0] ?? (await context.newPage());
      page.setDefaultTimeout(600_000);
      page.setDefaultNavigationTimeout(600_000);
      page.on('pageerror', (e) => errors.push(e.message));
    }, 120_000);
    afterAll(async () => {
      await context?.close();
      await server?.close();
      if (profile) rmSync(profile, { recursive: true, force: true });
    });

    it('opens at the folder\'s own address and pairs round 1 of the 17-player example as the document does', async () => {
      await page.goto(server.url);
      expect(await pairRound1()).toEqual(expectedRound1);
      expect(errors).toEqual([]);
    }, 900_000);

    it('is installable: Chromium reads the web app manifest and finds nothing missing', async () => {
      const cdp = await context.newCDPSession(page);
      const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: Array<{ message: string }> };
      expect(manifest.url).toBe(`${server.url}webapp.json`);
      expect(manifest.errors).toEqual([]);
      // the service worker is in charge of the page before Chromium is asked (installability asks for one)
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: Array<{ errorId: string }> };
      expect(installabilityErrors).toEqual([]);
    }, 600_000);

    it('works offline after the first visit: reloaded with the network off, it pairs the round again', async () => {
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await context.setOffline(true);
      await page.reload();
      expect(await pairRound1()).toEqual(expectedRound1);
      // what the page lists is served; anything else (the Excel taskpane) is not, offline
      expect(await page.evaluate(() => fetch('taskpane.html').then(() => 'fetched', () => 'failed'))).toBe('failed');
      expect(errors).toEqual([]);
      await context.setOffline(false);
    }, 900_000);

    it('lets a development build take the address back: its sw.js empties the caches and unregisters itself', async () => {
      // as when `npm start` rebuilds on an address that served a production build: the development sw.js
      // (addin/offline/sw-off.js) and an offline.js that registers nothing (development builds register none)
      copyFileSync(join(ROOT, 'addin', 'offline', 'sw-off.js'), join(dist, 'sw.js'));
      writeFileSync(join(dist, 'offline.js'), '');
      expect(await page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('hakem-')).length)).toBe(1);
      await page.reload(); // still the cached build, whose registration finds the new sw.js
      const released = () =>
        page.evaluate(async () => {
          const workers = await navigator.serviceWorker.getRegistrations();
          const cached = (await caches.keys()).filter((k) => k.startsWith('hakem-'));
          return workers.length === 0 && cached.length === 0 && navigator.serviceWorker.controller === null && document.body.dataset.ready === 'true';
        });
      // the worker reloads the page once it is gone: a check cut short by that reload is made again on the new page
      await expect.poll(() => released().catch(() => false), { timeout: 600_000 }).toBe(true);
      expect(errors).toEqual([]);
    }, 900_000);

    it('would not have worked offline without the service worker (the check above can fail)', async () => {
      const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
      try {
        const fresh = await browser.newContext();
        await fresh.setOffline(true);
        const p = await fresh.newPage();
        await expect(p.goto(server.url)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
      } finally {
        await browser.close();
      }
    }, 120_000);
  });
});
