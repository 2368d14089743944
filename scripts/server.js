/**
 * A small static server for the add-in: dist/ at the root and Office.js (node_modules/@microsoft/office-js/dist,
 * with the mapping files office.js loads beside itself) under /office-js/. HTTPS for Excel, HTTP allowed for tests.
 *   node scripts/server.js [--port 3000] [--http]
 */
const fs = require('node:fs');
const path = require('node:path');
const http = require('node:http');
const https = require('node:https');

const ROOT = path.join(__dirname, '..');
const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8', '.xml': 'application/xml; charset=utf-8', '.png': 'image/png',
  '.map': 'application/json', '.txt': 'text/plain; charset=utf-8', '.trf': 'text/plain; charset=utf-8', '.svg': 'image/svg+xml',
};

function resolveFile(urlPath, dirs) {
  let p;
  try {
    p = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return undefined;
  }
  if (p === '/' || p === '') p = '/standalone.html';
  for (const [prefix, dir] of dirs) {
    if (!p.startsWith(prefix)) continue;
    const file = path.normalize(path.join(dir, p.slice(prefix.length)));
    if (!file.startsWith(dir + path.sep)) return undefined; // no escaping the served folders
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return undefined;
}

/** Starts serving; resolves with the server and its base URL. `tls` = { key, cert } for https, undefined for http. */
function startServer({ port = 3000, tls, dist = path.join(ROOT, 'dist'), host = 'localhost' } = {}) {
  const dirs = [
    ['/office-js/', path.join(ROOT, 'node_modules', '@microsoft', 'office-js', 'dist')],
    ['/', dist],
  ];
  const handler = (req, res) => {
    const file = resolveFile(req.url || '/', dirs);
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
      return;
    }
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file).toLowerCase()] || 'application/octet-stream',
      'cache-control': 'no-store',
      'access-control-allow-origin': '*',
    });
    fs.createReadStream(file).pipe(res);
  };
  const server = tls ? https.createServer(tls, handler) : http.createServer(handler);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const actual = server.address().port;
      resolve({ server, url: `${tls ? 'https' : 'http'}://localhost:${actual}/` });
    });
  });
}

module.exports = { startServer };

if (require.main === module) {
  const args = process.argv.slice(2);
  const port = Number(args[args.indexOf('--port') + 1] || 3000) || 3000;
  const useHttp = args.includes('--http');
  const { httpsOptions } = require('./certs');
  (async () => {
    const tls = useHttp ? undefined : await httpsOptions();
    const { url } = await startServer({ port, tls });
    process.stdout.write(`Hakem serving ${url}\n`);
  })().catch((e) => {
    process.stderr.write(`hakem server: ${e.message}\n`);
    process.exit(1);
  });
}
