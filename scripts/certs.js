/**
 * The HTTPS certificate for localhost. Office's own developer certificate (office-addin-dev-certs) when it is
 * already installed or can be installed without sudo (Windows, macOS); otherwise a self-signed certificate made
 * here with openssl and kept in node_modules/.cache/hakem-certs (browsers will ask to accept it once).
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { execFileSync } = require('node:child_process');

const CACHE = path.join(__dirname, '..', 'node_modules', '.cache', 'hakem-certs');

function selfSigned() {
  const key = path.join(CACHE, 'localhost.key');
  const cert = path.join(CACHE, 'localhost.crt');
  if (!fs.existsSync(key) || !fs.existsSync(cert)) {
    fs.mkdirSync(CACHE, { recursive: true });
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '825',
      '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'], { stdio: 'ignore' });
  }
  return { key: fs.readFileSync(key), cert: fs.readFileSync(cert), source: 'self-signed (openssl)' };
}

async function httpsOptions() {
  const devCerts = path.join(os.homedir(), '.office-addin-dev-certs');
  const key = path.join(devCerts, 'localhost.key');
  const cert = path.join(devCerts, 'localhost.crt');
  if (fs.existsSync(key) && fs.existsSync(cert)) return { key: fs.readFileSync(key), cert: fs.readFileSync(cert), source: 'office-addin-dev-certs' };
  if (process.platform === 'win32' || process.platform === 'darwin') {
    // Installs Office's developer CA in the user's store (asks for confirmation, no sudo on these systems).
    const { getHttpsServerOptions } = require('office-addin-dev-certs');
    const o = await getHttpsServerOptions();
    return { key: o.key, cert: o.cert, source: 'office-addin-dev-certs' };
  }
  return selfSigned();
}

module.exports = { httpsOptions };
