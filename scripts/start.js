/**
 * npm start: build, serve the add-in over https://localhost:3000, and
 *  - where desktop Excel exists (Windows, macOS): sideload manifest.xml with office-addin-debugging;
 *  - elsewhere (Linux): print the URL of the standalone page, the same taskpane on an in-browser workbook
 *    opened on the documents' 17-player Dutch example.
 * The server runs in the background; `npm stop` ends it (pid in .hakem-server.pid).
 */
const fs = require('node:fs');
const path = require('node:path');
const { spawn, spawnSync } = require('node:child_process');
const net = require('node:net');

const ROOT = path.join(__dirname, '..');
const PID_FILE = path.join(ROOT, '.hakem-server.pid');
const LOG_FILE = path.join(ROOT, 'hakem-server.log');
const PORT = Number(process.env.HAKEM_PORT || 3000);

function portFree(port) {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.once('error', () => resolve(false));
    s.listen(port, 'localhost', () => s.close(() => resolve(true)));
  });
}

function waitForPort(port, ms) {
  const until = Date.now() + ms;
  return new Promise((resolve) => {
    const tryOnce = () => {
      const sock = net.connect(port, 'localhost');
      sock.once('connect', () => { sock.destroy(); resolve(true); });
      sock.once('error', () => { sock.destroy(); if (Date.now() > until) resolve(false); else setTimeout(tryOnce, 200); });
    };
    tryOnce();
  });
}

async function main() {
  if (fs.existsSync(PID_FILE)) {
    const pid = Number(fs.readFileSync(PID_FILE, 'utf8'));
    try {
      process.kill(pid, 0);
      console.log(`Hakem is already running (pid ${pid}): https://localhost:${PORT}/standalone.html  (npm stop ends it)`);
      return;
    } catch {
      fs.rmSync(PID_FILE, { force: true });
    }
  }
  if (!(await portFree(PORT))) {
    console.error(`Port ${PORT} is in use. Stop whatever uses it (or run npm stop) and try again.`);
    process.exit(1);
  }
  console.log('Building (webpack)…');
  // the build for this server: a HAKEM_BASE_URL meant for `npm run build` would point the manifest elsewhere
  const env = { ...process.env };
  delete env.HAKEM_BASE_URL;
  const build = spawnSync(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'development'], { cwd: ROOT, stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status || 1);

  const log = fs.openSync(LOG_FILE, 'a');
  const child = spawn(process.execPath, [path.join(__dirname, 'server.js'), '--port', String(PORT)], { cwd: ROOT, detached: true, stdio: ['ignore', log, log] });
  child.unref();
  fs.writeFileSync(PID_FILE, String(child.pid));
  if (!(await waitForPort(PORT, 15000))) {
    console.error(`The server did not start; see ${LOG_FILE}.`);
    process.exit(1);
  }
  const base = `https://localhost:${PORT}/`;
  if (process.platform === 'win32' || process.platform === 'darwin') {
    console.log('Sideloading manifest.xml into desktop Excel (office-addin-debugging)…');
    const r = spawnSync(process.platform === 'win32' ? 'npx.cmd' : 'npx', ['office-addin-debugging', 'start', 'manifest.xml', 'desktop', '--app', 'excel', '--no-debug', '--dev-server-port', String(PORT)], { cwd: ROOT, stdio: 'inherit', shell: process.platform === 'win32' });
    if (r.status !== 0) console.log(`Sideloading did not work; in Excel, upload manifest.xml by hand (see README). Taskpane: ${base}taskpane.html`);
  } else {
    console.log('No desktop Excel on this system: the same taskpane runs on an in-browser workbook.');
  }
  console.log(`\nHakem standalone workbook (17-player demo): ${base}standalone.html`);
  console.log(`Excel taskpane page: ${base}taskpane.html   manifest: ${base}manifest.xml`);
  console.log('npm stop ends the server.');
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
