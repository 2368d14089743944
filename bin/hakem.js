#!/usr/bin/env node
// The `hakem` command: the webpack bundle when built, else the TypeScript sources through tsx.
const { existsSync } = require('node:fs');
const { join } = require('node:path');
const bundle = join(__dirname, '..', 'dist', 'cli.js');
(async () => {
  let main;
  if (existsSync(bundle) && !process.env.HAKEM_FROM_SOURCE) main = require(bundle);
  else {
    require('tsx/cjs');
    // templates/*.hbs are imported as text (webpack bundles them the same way); handlebars registers its own
    // .hbs hook when loaded, so load it first and then take the extension back.
    require('handlebars');
    require.extensions['.hbs'] = (m, file) => {
      m.exports = { __esModule: true, default: require('node:fs').readFileSync(file, 'utf8') };
    };
    main = require('../cli/main.ts');
  }
  process.exitCode = await main.run(process.argv.slice(2));
})().catch((e) => {
  process.stderr.write(`hakem: ${e && e.stack ? e.stack : e}\n`);
  process.exitCode = 1;
});
