/** npm stop: ends the server `npm start` left running (pid in .hakem-server.pid) and unloads the sideloaded add-in. */
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const ROOT = path.join(__dirname, '..');
const PID_FILE = path.join(ROOT, '.hakem-server.pid');

if (process.platform === 'win32' || process.platform === 'darwin') {
  spawnSync(process.platform === 'win32' ? 'npx.cmd' : 'npx', ['office-addin-debugging', 'stop', 'manifest.xml'], { cwd: ROOT, stdio: 'inherit', shell: process.platform === 'win32' });
}
if (!fs.existsSync(PID_FILE)) {
  console.log('Hakem is not running.');
} else {
  const pid = Number(fs.readFileSync(PID_FILE, 'utf8'));
  try {
    process.kill(pid, 'SIGTERM');
    console.log(`Stopped the Hakem server (pid ${pid}).`);
  } catch {
    console.log('The Hakem server had already stopped.');
  }
  fs.rmSync(PID_FILE, { force: true });
}
