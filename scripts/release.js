/**
 * npm run release: the two things a release hands out, built for the host that will serve the add-in.
 *   HAKEM_BASE_URL=https://hakem.example.org/app/ npm run release [-- --out DIR]
 * writes into DIR (default release/):
 *  - hakem-web-VERSION.zip: the add-in and the standalone page, the files to put in the folder HAKEM_BASE_URL names
 *    (any static HTTPS host); its manifest.xml points there;
 *  - manifest.xml: the same manifest, for sideloading or for the Microsoft 365 admin center;
 *  - hakem-VERSION.tgz: the command line as an npm package (npm pack): the bundle dist/cli.js and its chunks, its
 *    run-time dependencies declared, no sources and no tsx.
 * One production build (webpack.config.js) in a folder of its own: the project's dist/ is left as it is.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { baseUrlFrom } = require('./hosting');

const ROOT = path.join(__dirname, '..');
/** The command line's part of the build, which goes into the npm package and not into the web zip. */
const CLI_FILE = /^cli(-[^/]*)?\.(js|json)$/;

function fail(message) {
  process.stderr.write(`hakem release: ${message}\n`);
  process.exit(1);
}

function options(argv) {
  let out = path.join(ROOT, 'release');
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--out' && argv[i + 1]) out = path.resolve(argv[++i]);
    else fail(`unknown option ${argv[i]}; usage: HAKEM_BASE_URL=https://host/path/ npm run release [-- --out DIR]`);
  }
  return { out };
}

function build(dist, base) {
  const webpack = require('webpack');
  const configs = require(path.join(ROOT, 'webpack.config.js'))({ baseUrl: base }, { mode: 'production' });
  for (const c of configs) c.output = { ...c.output, path: dist };
  return new Promise((resolve, reject) =>
    webpack(configs, (err, stats) => (err ? reject(err) : stats.hasErrors() ? reject(new Error(stats.toString({ all: false, errors: true }))) : resolve())),
  );
}

/** Every file under dir, as paths relative to it with forward slashes, sorted. */
function filesUnder(dir, prefix = '') {
  return fs
    .readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(dir, `${prefix}${e.name}/`) : [`${prefix}${e.name}`]))
    .sort();
}

async function webZip(dist, file) {
  const JSZip = require('jszip');
  const zip = new JSZip();
  for (const f of filesUnder(dist).filter((f) => !CLI_FILE.test(f))) zip.file(f, fs.readFileSync(path.join(dist, f)));
  fs.writeFileSync(file, await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', platform: 'UNIX' }));
}

/** npm pack of a folder holding only what package.json's "files" names (and package.json, README.md). */
function cliPackage(dist, staging, out) {
  const pkg = path.join(staging, 'package');
  fs.mkdirSync(path.join(pkg, 'bin'), { recursive: true });
  fs.mkdirSync(path.join(pkg, 'dist'));
  for (const f of ['package.json', 'README.md', 'bin/hakem.js']) fs.copyFileSync(path.join(ROOT, f), path.join(pkg, f));
  for (const f of fs.readdirSync(dist).filter((f) => /^cli(-[^/]*)?\.js$/.test(f))) fs.copyFileSync(path.join(dist, f), path.join(pkg, 'dist', f));
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const r = spawnSync(npm, ['pack', '--json', '--pack-destination', out], { cwd: pkg, encoding: 'utf8', shell: process.platform === 'win32' });
  if (r.status !== 0) throw new Error(`npm pack failed:\n${r.stderr}`);
  return path.join(out, JSON.parse(r.stdout)[0].filename);
}

async function main() {
  const { out } = options(process.argv.slice(2));
  if (!process.env.HAKEM_BASE_URL) {
    fail('HAKEM_BASE_URL is needed: the https address of the folder the web files will be served from, e.g.\n  HAKEM_BASE_URL=https://hakem.example.org/app/ npm run release');
  }
  let base;
  try {
    base = baseUrlFrom(process.env.HAKEM_BASE_URL);
  } catch (e) {
    fail(e.message);
  }
  const { version } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'hakem-release-'));
  try {
    const dist = path.join(staging, 'dist');
    process.stdout.write(`Building Hakem ${version} for ${base} (webpack, production)…\n`);
    await build(dist, base);
    fs.mkdirSync(out, { recursive: true });
    const zip = path.join(out, `hakem-web-${version}.zip`);
    await webZip(dist, zip);
    fs.copyFileSync(path.join(dist, 'manifest.xml'), path.join(out, 'manifest.xml'));
    const tgz = cliPackage(dist, staging, out);
    const size = (f) => `${(fs.statSync(f).size / 1024).toFixed(0)} KB`;
    const shown = (f) => (path.relative(process.cwd(), f).startsWith('..') ? f : path.relative(process.cwd(), f));
    process.stdout.write(
      [
        `${shown(zip)}  (${size(zip)})  the web files: unzip into the folder ${base} serves`,
        `${shown(path.join(out, 'manifest.xml'))}  the add-in manifest for that address (sideload it, or upload it in the Microsoft 365 admin center)`,
        `${shown(tgz)}  (${size(tgz)})  the command line: npm install -g --allow-scripts=better-sqlite3 ${path.basename(tgz)}`,
        '',
      ].join('\n'),
    );
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

main().catch((e) => fail(e.stack || String(e)));
