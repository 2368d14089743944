#!/usr/bin/env node
// The `hakem` command: the webpack bundle (dist/cli.js) when it is built and newer than the sources,
// else the TypeScript sources through tsx (a fresh clone after `npm ci`, or sources edited since the build).
const fs = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '..');
const bundle = path.join(root, 'dist', 'cli.js');

function newestSource(dir) {
  let newest = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) newest = Math.max(newest, newestSource(p));
    else if (/\.(ts|hbs|json)$/.test(e.name)) newest = Math.max(newest, fs.statSync(p).mtimeMs);
  }
  return newest;
}

function bundleIsFresh() {
  if (process.env.HAKEM_FROM_SOURCE || !fs.existsSync(bundle)) return false;
  const built = fs.statSync(bundle).mtimeMs;
  return ['cli', 'engine', 'templates'].every((d) => !fs.existsSync(path.join(root, d)) || newestSource(path.join(root, d)) <= built);
}

// Output piped into a command that stops reading (`hakem … | head`) ends quietly, as Unix tools do.
process.stdout.on('error', (e) => {
  if (e && e.code === 'EPIPE') process.exit(0);
  throw e;
});

(async () => {
  let main;
  if (bundleIsFresh()) main = require(bundle);
  else {
    require('tsx/cjs');
    // templates/*.hbs are imported as text (webpack bundles them the same way); handlebars registers its own
    // .hbs hook when loaded, so load it first and then take the extension back.
    require('handlebars');
    require.extensions['.hbs'] = (m, file) => {
      m.exports = { __esModule: true, default: fs.readFileSync(file, 'utf8') };
    };
    main = require('../cli/main.ts');
  }
  process.exitCode = await main.run(process.argv.slice(2));
})().catch((e) => {
  process.stderr.write(`hakem: ${e && e.stack ? e.stack : e}\n`);
  process.exitCode = 1;
});
