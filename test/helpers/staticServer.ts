/**
 * A plain static file server, as any web host is: the files of one folder under a path (e.g. /app/), a folder's
 * address answered with its index.html, 404 for anything else. Nothing of Hakem's own server (scripts/server.js):
 * no Office.js, no default page, no special headers. For the tests that a built dist/ works on any host.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.xml': 'application/xml', '.png': 'image/png', '.txt': 'text/plain; charset=utf-8',
};

export interface StaticServer {
  /** The folder's address, e.g. http://localhost:41234/app/ */
  url: string;
  /** Every path asked for, in order (to see what a page fetched). */
  requests: string[];
  close(): Promise<void>;
}

export function serveStatic(dir: string, prefix = '/'): Promise<StaticServer> {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0]);
    requests.push(path);
    let file = path.startsWith(prefix) ? normalize(join(dir, path.slice(prefix.length))) : '';
    if (file && existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!file || !(file + sep).startsWith(dir + sep) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://localhost:${port}${prefix}`,
        requests,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections(); // a browser's kept-alive connections would hold close() open
          }),
      });
    });
  });
}
