/**
 * One build, two compilers:
 *  - web: the taskpane (Excel), the custom functions (+ functions.json from their JSDoc) and the standalone page;
 *  - node: the command line bundle dist/cli.js (exports `run`, loaded by bin/hakem.js).
 * Office.js is not copied: the server in scripts/ serves node_modules/@microsoft/office-js/dist under /office-js/.
 */
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CustomFunctionsMetadataPlugin = require('custom-functions-metadata-plugin');

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

module.exports = (env = {}, argv = {}) => {
  const mode = argv.mode || 'production';
  const functionFiles = customFunctionFiles();
  const web = {
    name: 'web',
    mode,
    target: 'web',
    devtool: mode === 'development' ? 'source-map' : false,
    entry: {
      functions: './functions/index.ts',
      taskpane: './addin/taskpane/excel-main.ts',
      standalone: './addin/standalone/main.ts',
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
      }),
      new HtmlWebpackPlugin({
        filename: 'standalone.html',
        template: './addin/standalone/standalone.html',
        chunks: ['functions', 'standalone'],
        chunksSortMode: 'manual',
        inject: 'body',
      }),
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
                ['manifest.xml', 'manifest.xml'],
              ]) {
                const file = path.join(root, from);
                if (fs.existsSync(file)) compilation.emitAsset(to, new compiler.webpack.sources.RawSource(fs.readFileSync(file)));
              }
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
