/**
 * One build, two compilers:
 *  - web: the taskpane (Excel), the custom functions (+ functions.json from their JSDoc) and the standalone page;
 *  - node: the command line bundle dist/cli.js (exports `run`, loaded by bin/hakem.js).
 * Office.js is not copied: the server in scripts/ serves node_modules/@microsoft/office-js/dist under /office-js/; a build
 * for another host (HAKEM_BASE_URL, scripts/hosting.js) loads it from Microsoft's CDN instead.
 * Production builds also give the standalone page a service worker (sw.js) and a web app manifest: it installs as an
 * app and works offline (addin/offline/).
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CustomFunctionsMetadataPlugin = require('custom-functions-metadata-plugin');
const { DEV_BASE, OFFICE_JS_CDN, baseUrlFrom, hostedManifest } = require('./scripts/hosting');

const root = __dirname;
const dist = path.join(root, 'dist');

/** Every functions/*.ts that declares a custom function; the metadata plugin reads their JSDoc. */
function customFunctionFiles() {
  const dir = path.join(root, 'functions');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && f !== 'index.ts')
    .map((f) => path.join('functions', f))
    .filter((f) => fs.readFileSync(path.join(root, f), 'utf8').includes('@customfunction'))
    .sort();
}

const tsRule = {
  test: /\.ts$/,
  exclude: /node_modules/,
  use: { loader: 'ts-loader', options: { transpileOnly: true, compilerOptions: { noEmit: false } } },
};

/** Handlebars templates (templates/*.hbs) are bundled as their source text. */
const hbsRule = { test: /\.hbs$/, type: 'asset/source' };

/** The files the service worker keeps for offline use: the standalone page's, not the Excel taskpane's nor the manifest. */
const OFFLINE_SKIPS = /^(sw\.js|manifest\.xml|taskpane\.(html|js))$|\.(map|txt)$/;

module.exports = (env = {}, argv = {}) => {
  const mode = argv.mode || 'production';
  const functionFiles = customFunctionFiles();
  // `webpack --env baseUrl=…` or HAKEM_BASE_URL; checked before anything is built
  const base = baseUrlFrom(env.baseUrl ?? process.env.HAKEM_BASE_URL);
  const version = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).version;
  const serviceWorker = mode === 'production';
  const standalonePage = (filename) =>
    new HtmlWebpackPlugin({
      filename,
      template: './addin/standalone/standalone.html',
      chunks: ['functions', 'standalone', 'offline'],
      chunksSortMode: 'manual',
      inject: 'body',
    });
  const web = {
    name: 'web',
    mode,
    target: 'web',
    devtool: mode === 'development' ? 'source-map' : false,
    entry: {
      functions: './functions/index.ts',
      taskpane: './addin/taskpane/excel-main.ts',
      standalone: './addin/standalone/main.ts',
      offline: './addin/offline/register.ts',
    },
    output: { path: dist, filename: '[name].js', clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [tsRule, hbsRule] },
    performance: { hints: false },
    plugins: [
      // functions.json from the JSDoc of every custom-function file; the plugin's loader appends
      // CustomFunctions.associate(id, fn) to those files (the standalone page defines its own CustomFunctions).
      ...(functionFiles.length ? [new CustomFunctionsMetadataPlugin({ output: 'functions.json', input: functionFiles })] : []),
      new HtmlWebpackPlugin({
        filename: 'taskpane.html',
        template: './addin/taskpane/taskpane.html',
        chunks: ['functions', 'taskpane'],
        chunksSortMode: 'manual',
        inject: 'body',
        officeJs: base === DEV_BASE ? 'office-js/office.js' : OFFICE_JS_CDN,
      }),
      standalonePage('standalone.html'),
      // a static host answers the folder's own address with index.html: the same page
      standalonePage('index.html'),
      new webpack.DefinePlugin({ HAKEM_SERVICE_WORKER: JSON.stringify(serviceWorker) }),
      {
        // When no file declares a custom function yet, Excel still needs a (empty) functions.json.
        apply(compiler) {
          if (functionFiles.length) return;
          compiler.hooks.thisCompilation.tap('EmptyFunctionsJson', (compilation) => {
            compilation.hooks.processAssets.tap({ name: 'EmptyFunctionsJson', stage: 0 }, () => {
              compilation.emitAsset('functions.json', new compiler.webpack.sources.RawSource('{\n  "functions": []\n}'));
            });
          });
        },
      },
      {
        apply(compiler) {
          compiler.hooks.thisCompilation.tap('CopyAssets', (compilation) => {
            compilation.hooks.processAssets.tap({ name: 'CopyAssets', stage: 0 }, () => {
              for (const [from, to] of [
                ['addin/taskpane/taskpane.css', 'taskpane.css'],
                ['addin/assets/icon-16.png', 'assets/icon-16.png'],
                ['addin/assets/icon-32.png', 'assets/icon-32.png'],
                ['addin/assets/icon-64.png', 'assets/icon-64.png'],
                ['addin/assets/icon-80.png', 'assets/icon-80.png'],
                ['addin/assets/icon-192.png', 'assets/icon-192.png'],
                ['addin/assets/icon-512.png', 'assets/icon-512.png'],
                ['addin/offline/webapp.json', 'webapp.json'],
              ]) {
                const file = path.join(root, from);
                if (fs.existsSync(file)) compilation.emitAsset(to, new compiler.webpack.sources.RawSource(fs.readFileSync(file)));
              }
              const manifest = hostedManifest(fs.readFileSync(path.join(root, 'manifest.xml'), 'utf8'), { base, version });
              compilation.emitAsset('manifest.xml', new compiler.webpack.sources.RawSource(manifest));
            });
          });
        },
      },
      {
        // sw.js: addin/offline/sw.js with the list of every file the standalone page needs and a version from their
        // contents, so a release that changes any of them is a new service worker. Last stage: the files as written.
        // Development builds get addin/offline/sw-off.js instead, which removes a worker left by a production build.
        apply(compiler) {
          compiler.hooks.thisCompilation.tap('ServiceWorker', (compilation) => {
            compilation.hooks.processAssets.tap({ name: 'ServiceWorker', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
              if (!serviceWorker) {
                compilation.emitAsset('sw.js', new compiler.webpack.sources.RawSource(fs.readFileSync(path.join(root, 'addin', 'offline', 'sw-off.js'))), { minimized: true });
                return;
              }
              const files = compilation.getAssets().map((a) => a.name).filter((n) => !OFFLINE_SKIPS.test(n)).sort();
              const hash = crypto.createHash('sha256');
              for (const f of files) hash.update(f).update('\0').update(compilation.getAsset(f).source.buffer());
              const build = { version: hash.digest('hex').slice(0, 16), files };
              const source = fs.readFileSync(path.join(root, 'addin', 'offline', 'sw.js'), 'utf8');
              if (!source.includes('/* build */ null')) throw new Error('addin/offline/sw.js: the placeholder /* build */ null is missing');
              // minimized: true keeps the minifier off it (it runs on assets added late too): the file stays readable
              compilation.emitAsset('sw.js', new compiler.webpack.sources.RawSource(source.replace('/* build */ null', () => JSON.stringify(build))), { minimized: true });
            });
          });
        },
      },
    ],
  };
  const cli = {
    name: 'cli',
    mode,
    target: 'node20',
    devtool: false,
    entry: { cli: './cli/main.ts' },
    // render and workbook import templates/ lazily: their code (and handlebars, exceljs) is in cli-*.js chunks that
    // other commands never load.
    output: { path: dist, filename: '[name].js', chunkFilename: 'cli-[id].js', library: { type: 'commonjs2' }, clean: false, compareBeforeEmit: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [tsRule, hbsRule] },
    // exceljs and handlebars stay in node_modules: they are runtime dependencies of the CLI, not worth bundling.
    externals: { exceljs: 'commonjs exceljs', handlebars: 'commonjs handlebars', 'better-sqlite3': 'commonjs better-sqlite3' },
    optimization: { minimize: false },
    performance: { hints: false },
    plugins: [
      {
        // dist/cli-sources.json: the project files the bundle was built from. bin/hakem.js compares their times with
        // the list's own (a few hundred stat calls, no walk of the tree) and runs the sources when one was edited since;
        // compareBeforeEmit: false above, so every build rewrites the list even when the bundle came out the same.
        apply(compiler) {
          compiler.hooks.thisCompilation.tap('CliSources', (compilation) => {
            compilation.hooks.processAssets.tap({ name: 'CliSources', stage: 0 }, () => {
              const files = [...compilation.fileDependencies]
                .filter((f) => f.startsWith(root + path.sep) && !f.includes(`${path.sep}node_modules${path.sep}`) && /\.(ts|hbs|json)$/.test(f))
                .map((f) => path.relative(root, f).split(path.sep).join('/'))
                .sort();
              compilation.emitAsset('cli-sources.json', new compiler.webpack.sources.RawSource(JSON.stringify(files)));
            });
          });
        },
      },
    ],
  };
  return [web, cli];
};
