/**
 * The bytes of a TRF file as text. TRF-16 and TRF-2026 say nothing of the character set; what real files use:
 * UTF-8 (with or without a byte-order mark; bbpPairings, Hakem, most web tools), Windows-1254 (Turkish Windows
 * programs), Latin-1 / Windows-1252 (older West-European Windows programs), and UTF-16 with a byte-order mark
 * (Windows Notepad's "Unicode"). Nothing is decoded silently in a way that changes a name: a file that is not valid
 * UTF-8 is read in a single-byte code page and a note says which one was assumed, and why; `encoding` overrides.
 */
import { InputError } from './errors';

export type TrfEncoding = 'utf-8' | 'windows-1254' | 'latin1' | 'utf-16le' | 'utf-16be';

/** The names `--encoding` takes, each with the encoding it means. */
export const ENCODING_NAMES: Record<string, TrfEncoding> = {
  'utf-8': 'utf-8', utf8: 'utf-8',
  'windows-1254': 'windows-1254', cp1254: 'windows-1254', 1254: 'windows-1254', turkish: 'windows-1254', 'iso-8859-9': 'windows-1254', latin5: 'windows-1254',
  latin1: 'latin1', 'latin-1': 'latin1', 'iso-8859-1': 'latin1', 'windows-1252': 'latin1', cp1252: 'latin1', 1252: 'latin1',
  'utf-16le': 'utf-16le', 'utf-16': 'utf-16le', 'utf-16be': 'utf-16be',
};

const LABEL: Record<TrfEncoding, string> = {
  'utf-8': 'UTF-8', 'windows-1254': 'Windows-1254 (Turkish)', latin1: 'Latin-1 (Windows-1252)', 'utf-16le': 'UTF-16LE', 'utf-16be': 'UTF-16BE',
};

/**
 * Bytes that are letters only in Windows-1254 among the single-byte code pages a TRF comes in: Ğ ğ İ ı Ş ş
 * (0xD0 0xF0 0xDD 0xFD 0xDE 0xFE), which Latin-1 reads as Ð ð Ý ý Þ þ, letters of Icelandic and Faroese only.
 */
const TURKISH_BYTES = new Set([0xd0, 0xf0, 0xdd, 0xfd, 0xde, 0xfe]);

export interface Decoded { text: string; encoding: TrfEncoding; note?: string }

export function parseEncoding(name: string): TrfEncoding {
  const e = ENCODING_NAMES[name.toLowerCase()];
  if (!e) throw new InputError(`unknown encoding "${name}" (known: utf-8, windows-1254, latin1, utf-16le, utf-16be)`);
  return e;
}

/** Line and column (1-based) of byte `at`, counting lines by LF, CR or CRLF and columns in bytes. */
function placeOf(bytes: Uint8Array, at: number): { line: number; column: number } {
  let line = 1, start = 0;
  for (let i = 0; i < at; i++) {
    if (bytes[i] === 0x0a || (bytes[i] === 0x0d && bytes[i + 1] !== 0x0a)) { line++; start = i + 1; }
  }
  return { line, column: at - start + 1 };
}

/** The first byte at which the bytes stop being valid UTF-8, or -1. */
function firstInvalidUtf8(b: Uint8Array): number {
  for (let i = 0; i < b.length;) {
    const c = b[i];
    const n = c < 0x80 ? 0 : c >= 0xc2 && c <= 0xdf ? 1 : c >= 0xe0 && c <= 0xef ? 2 : c >= 0xf0 && c <= 0xf4 ? 3 : -1;
    if (n < 0) return i;
    for (let k = 1; k <= n; k++) if (i + k >= b.length || (b[i + k] & 0xc0) !== 0x80) return i;
    i += n + 1;
  }
  return -1;
}

/** UTF-16 without a byte-order mark: a NUL byte beside most ASCII characters. Returns the byte order, or undefined. */
function bareUtf16(b: Uint8Array): 'utf-16le' | 'utf-16be' | undefined {
  const n = Math.min(b.length, 2000) & ~1;
  if (n < 8) return undefined;
  let evenNul = 0, oddNul = 0;
  for (let i = 0; i < n; i += 2) { if (b[i] === 0) evenNul++; if (b[i + 1] === 0) oddNul++; }
  if (oddNul > n / 4 && evenNul < n / 50) return 'utf-16le';
  if (evenNul > n / 4 && oddNul < n / 50) return 'utf-16be';
  return undefined;
}

const hex = (x: number) => '0x' + x.toString(16).toUpperCase().padStart(2, '0');

/** The text of a TRF file's bytes; `source` names the file in the note and in errors. */
export function decodeTrf(bytes: Uint8Array, source?: string, encoding?: TrfEncoding): Decoded {
  const name = source ?? 'the file';
  if (encoding) {
    const skip = encoding === 'utf-8' && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
    if (encoding === 'utf-8') {
      const bad = firstInvalidUtf8(bytes.subarray(skip));
      if (bad >= 0) {
        const at = placeOf(bytes, bad + skip);
        throw new InputError(`byte ${hex(bytes[bad + skip])} is not UTF-8, the encoding asked for (--encoding utf-8)`, at.line, at.column, source);
      }
    }
    return { text: new TextDecoder(encoding === 'latin1' ? 'windows-1252' : encoding, { ignoreBOM: false }).decode(bytes.subarray(skip)), encoding };
  }
  // byte-order marks
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    const bad = firstInvalidUtf8(bytes.subarray(3));
    if (bad < 0) return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8' };
    const at = placeOf(bytes, bad + 3);
    throw new InputError(`the file starts with a UTF-8 byte-order mark, but byte ${hex(bytes[bad + 3])} is not UTF-8 (a file saved in two encodings?); give --encoding to read it in one`, at.line, at.column, source);
  }
  const bom16 = bytes[0] === 0xff && bytes[1] === 0xfe ? 'utf-16le' : bytes[0] === 0xfe && bytes[1] === 0xff ? 'utf-16be' : undefined;
  const bare16 = bom16 ? undefined : bareUtf16(bytes);
  const u16 = bom16 ?? bare16;
  if (u16) {
    if (bytes.length % 2) throw new InputError(`the file is ${LABEL[u16]} (${bom16 ? 'byte-order mark' : 'a NUL byte beside every character'}) but has an odd number of bytes: it is cut short`, 1, 1, source);
    const text = new TextDecoder(u16).decode(bytes.subarray(bom16 ? 2 : 0));
    return { text, encoding: u16, note: `${name}: read as ${LABEL[u16]} (${bom16 ? 'its byte-order mark says so' : 'a NUL byte beside every character'}); TRF files are usually UTF-8` };
  }
  const bad = firstInvalidUtf8(bytes);
  if (bad < 0) return { text: new TextDecoder('utf-8').decode(bytes), encoding: 'utf-8' };
  // not UTF-8: a single-byte code page; Windows-1254 when the file has a letter only Turkish uses
  const turkish = bytes.some((b) => TURKISH_BYTES.has(b));
  const enc: TrfEncoding = turkish ? 'windows-1254' : 'latin1';
  const at = placeOf(bytes, bad);
  const text = new TextDecoder(enc === 'latin1' ? 'windows-1252' : enc).decode(bytes);
  const why = turkish
    ? 'it has bytes that are Turkish letters (ğ ş ı İ) only in Windows-1254; if the names look wrong, give --encoding latin1'
    : 'it has no byte that only Turkish letters use; if the names look wrong, give --encoding windows-1254';
  return { text, encoding: enc, note: `${name}: not UTF-8 (byte ${hex(bytes[bad])} at line ${at.line}, column ${at.column}): read as ${LABEL[enc]}, since ${why}` };
}
