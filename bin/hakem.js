#!/usr/bin/env node
// The `hakem` command: the webpack bundle (dist/cli.js) when it is built and no source it was built from has been
// edited since, else the TypeScript sources through tsx (a fresh clone after `npm ci`, or sources edited since the
// build; `npm run build` refreshes the bundle). The build lists the bundle's sources in dist/cli-sources.json, so a
// start costs one stat per listed file instead of a walk of the tree; a new file only matters once an edited
// (hence newer) file imports it. HAKEM_FROM_SOURCE=1 always runs the sources. Installed from the npm package
// (npm run release) there are no sources, only the bundle: that is what runs.
const fs = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '..');
const bundle = path.join(root, 'dist', 'cli.js');
const sources = path.join(root, 'dist', 'cli-sources.json');

/** The npm package holds bin/ and the bundle, no sources (package.json "files"). */
const packaged = !fs.existsSync(path.join(root, 'cli', 'main.ts'));

function bundleIsFresh() {
  if (packaged) return true;
  if (process.env.HAKEM_FROM_SOURCE) return false;
  let built, files;
  try {
    fs.accessSync(bundle);
    built = fs.statSync(sources).mtimeMs; // rewritten by every build (webpack.config.js)
    files = JSON.parse(fs.readFileSync(sources, 'utf8'));
  } catch {
    return false; // no bundle, or one from before the list was written
  }
  for (const f of files) {
    const st = fs.statSync(path.join(root, f), { throwIfNoEntry: false });
    if (!st || st.mtimeMs > built) return false;
  }
  return true;
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
    // the commands' lazy `import()` (templates/ for render and workbook) goes through Node's ESM loader.
    (await import('tsx/esm/api')).register();
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
