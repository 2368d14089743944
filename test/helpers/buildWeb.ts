/** Builds the web bundles (taskpane, functions, standalone page) into a fresh folder, as `npm run build` does: for the browser end-to-end tests. */
import { createRequire } from 'node:module';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const requireCjs = createRequire(__filename);

export async function buildWebInto(dir: string): Promise<void> {
  const webpack = requireCjs('webpack') as typeof import('webpack');
  const configs = (requireCjs(join(ROOT, 'webpack.config.js')) as (env: object, argv: object) => Array<import('webpack').Configuration>)({}, { mode: 'development' });
  const web = configs.find((c) => c.name === 'web')!;
  web.output = { ...web.output, path: dir };
  web.devtool = false;
  await new Promise<void>((resolve, reject) => {
    webpack(web, (err, stats) => {
      if (err) return reject(err);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    });
  });
}
