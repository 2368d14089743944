/**
 * Draws Hakem's icon, a chessboard (8×8, light square at the top left as on a real board), as a PNG of any size:
 * the 192 and 512 px icons of the web app manifest (addin/assets/icon-192.png, icon-512.png) come from here.
 *   node scripts/icons.js 192 512
 */
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const LIGHT = [242, 240, 230, 255];
const DARK = [31, 92, 58, 255]; // the colours of the committed 16–80 px icons

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** The board as an RGBA PNG of size×size pixels (size a multiple of 8). */
function boardPng(size) {
  if (size % 8 !== 0) throw new Error(`icon size ${size}: must be a multiple of 8 (eight squares a side)`);
  const square = size / 8;
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4); // filter byte 0, then RGBA
    for (let x = 0; x < size; x++) Buffer.from((Math.floor(x / square) + Math.floor(y / square)) % 2 ? DARK : LIGHT).copy(row, 1 + x * 4);
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}

module.exports = { boardPng };

if (require.main === module) {
  for (const arg of process.argv.slice(2)) {
    const size = Number(arg);
    const file = path.join(__dirname, '..', 'addin', 'assets', `icon-${size}.png`);
    fs.writeFileSync(file, boardPng(size));
    process.stdout.write(`${path.relative(process.cwd(), file)}\n`);
  }
}
