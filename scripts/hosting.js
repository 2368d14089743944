/**
 * Where the built add-in is hosted. `HAKEM_BASE_URL=https://host/path/ npm run build` writes dist/ for that address:
 * the manifest's every URL (pages, icons, functions script and metadata, support URL, app domain) under it, its
 * version from package.json, its Id the one in manifest.xml (the same for every release, so a deployment updates
 * in place). Without HAKEM_BASE_URL the build is for `npm start` (https://localhost:3000/).
 * Used by webpack.config.js and scripts/release.js.
 */
const DEV_BASE = 'https://localhost:3000/';
/** Microsoft's CDN: a hosted add-in loads Office.js from there (npm start serves a local copy under /office-js/). */
const OFFICE_JS_CDN = 'https://appsforoffice.microsoft.com/lib/1/hosted/office.js';

/** The base URL the add-in is built for, checked: https (Office loads add-ins only over HTTPS), a folder (ends in /). */
function baseUrlFrom(value) {
  if (value === undefined || value === '') return DEV_BASE;
  const said = `HAKEM_BASE_URL=${value}`;
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${said}: not an address; give the folder the files will be served from, e.g. https://hakem.example.org/app/`);
  }
  if (url.protocol !== 'https:') throw new Error(`${said}: must start with https:// (Office loads add-ins only over HTTPS)`);
  if (url.username || url.password || url.search || url.hash) throw new Error(`${said}: no user, password, ?query or #fragment: only the folder's address`);
  if (!url.pathname.endsWith('/')) throw new Error(`${said}: must end with / (the folder that holds the files): did you mean ${url.href}/ ?`);
  if (/[<>"&']/.test(url.href)) throw new Error(`${said}: has a character that cannot stand in the manifest`);
  return url.href;
}

/** The manifest's Version (n.n.n.n, each at most five digits) from package.json's version. */
function manifestVersion(version) {
  const m = /^(\d{1,5})\.(\d{1,5})\.(\d{1,5})$/.exec(version);
  if (!m) throw new Error(`package.json version "${version}": an add-in manifest takes only numbers (n.n.n, each at most 5 digits), no pre-release tag`);
  return `${m[1]}.${m[2]}.${m[3]}.0`;
}

/**
 * manifest.xml for the given base: every https://localhost:3000/ URL moved under the base, the app domain set to the
 * base's origin, the Version set. Refuses a manifest that still names the development server afterwards.
 */
function hostedManifest(xml, { base, version }) {
  const origin = new URL(base).origin;
  let out = xml
    .replaceAll(DEV_BASE, base)
    .replace(/<AppDomain>https:\/\/localhost:3000\/?<\/AppDomain>/g, `<AppDomain>${origin}</AppDomain>`)
    .replace(/<Version>[^<]*<\/Version>/, `<Version>${manifestVersion(version)}</Version>`);
  if (base !== DEV_BASE && out.includes('localhost:3000')) throw new Error('manifest.xml: a URL of the development server is left after moving to HAKEM_BASE_URL; write it as https://localhost:3000/…');
  return out;
}

module.exports = { DEV_BASE, OFFICE_JS_CDN, baseUrlFrom, manifestVersion, hostedManifest };
