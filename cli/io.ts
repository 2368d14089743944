import { closeSync, existsSync, fstatSync, lstatSync, openSync, readSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import type { Tournament } from '../engine/model/types';
import { readTrf, trfNotes } from '../engine/trf/read';
import { InputError } from '../engine/trf/errors';
import { writeTrf } from '../engine/trf/write';
import { tournamentFromJson, tournamentToJson } from '../engine/model/json';
import { isDoubleSwissTrf, MatchError, placeMatchError, readMatches } from '../engine/pairing/double-swiss/matches';
import { writeDoubleSwissTrf } from '../engine/pairing/double-swiss/trf';
import { isTeamTrf, lineFinder, readTeamEvent } from '../engine/trf/team';
import { decodeTrf, parseEncoding } from '../engine/trf/encoding';
import { trfNotes as plausibilityNotes } from '../engine/trf/plausible';

/** Everything a command touches outside itself, so tests can run commands in-process. */
export interface CliIO {
  out(text: string): void;
  err(text: string): void;
  readFile(path: string): string;
  /** The file's bytes, so a TRF's encoding can be told (UTF-8, UTF-16, Windows-1254, Latin-1); readFile when absent. */
  readBytes?(path: string): Uint8Array;
  /** `--encoding` (any command): the encoding of the TRF files read, instead of telling it from the bytes. */
  encoding?: string;
  /** Writes the whole file or nothing (temporary file, then rename); a link, FIFO or device is written through (writeThrough). */
  writeFile(path: string, data: string | Uint8Array): void;
  exists(path: string): boolean;
}

/** A failure the user caused (bad input, bad option): printed without a stack trace. */
export class UsageError extends Error {
  constructor(message: string, public readonly exitCode = 2) {
    super(message);
  }
}

/** A file-system error (ENOENT, EISDIR, EACCES, …) in words, with the path: exit 1, no stack trace. */
export function fileError(e: unknown, path: string, doing: 'read' | 'write'): Error {
  const code = (e as { code?: string }).code;
  const words: Record<string, string> = {
    ENOENT: doing === 'write' ? `its folder ${dirname(path)} does not exist` : 'no such file',
    ENOTDIR: `a part of the path ${dirname(path)} is not a folder`,
    EISDIR: `is a folder, not a file${doing === 'write' ? ' (give a file name inside it)' : ''}`,
    EACCES: `permission denied to ${doing} it`,
    EPERM: `not permitted to ${doing} it`,
    EROFS: 'on a read-only file system',
    ENOSPC: 'no space left on the device',
    ENXIO: 'a FIFO with no reader, or a device that is not there',
    ELOOP: 'a loop of symbolic links',
  };
  if (!code || !(code in words)) return e as Error;
  return new UsageError(`${path}: cannot ${doing}: ${words[code]}`, 1);
}

/**
 * Writes `data` to `path`. A regular file (or a new one) is written whole or not at all: a temporary file beside it,
 * then a rename, so a failed command never leaves a half-written output. Anything else is written through, never
 * replaced: a symbolic link is followed (its target written, atomically when a regular file, the link kept), and a
 * FIFO, a device (`-o /dev/stdout`) or a socket is opened and written. A folder, a missing folder or an unwritable
 * path is a clear error (exit 1).
 */
export function writeThrough(path: string, data: string | Uint8Array): void {
  let target = path;
  try {
    // /dev/stdout, /dev/fd/N, /proc/self/fd/N: a stream the caller opened (a pipe, a terminal, or a file opened for
    // appending by the shell), written to as it is (O_APPEND: a shell's >> keeps what was there), never renamed over
    if (/^\/dev\/(stdout|stderr|fd\/\d+)$|^\/proc\/(self|\d+)\/fd\/\d+$/.test(path)) { writeFileSync(path, data, { flag: 'a' }); return; }
    const l = lstatSync(path, { throwIfNoEntry: false });
    if (l?.isSymbolicLink()) {
      const st = statSync(path, { throwIfNoEntry: false });
      // a dangling link: write its target (created), through the link
      if (!st || !st.isFile()) { writeFileSync(path, data); return; }
      target = realpathSync(path);
    } else if (l && l.isDirectory()) {
      throw Object.assign(new Error('EISDIR'), { code: 'EISDIR' });
    } else if (l && !l.isFile()) {
      writeFileSync(path, data); // a FIFO, a character or block device, a socket: written through
      return;
    }
    const tmp = join(dirname(target), `.${basename(target)}.${process.pid}.tmp`);
    try {
      writeFileSync(tmp, data, l ? { mode: statSync(target).mode & 0o7777 } : undefined);
      renameSync(tmp, target);
    } catch (e) {
      rmSync(tmp, { force: true });
      throw e;
    }
  } catch (e) {
    throw fileError(e, path, 'write');
  }
}

/**
 * The most a command reads from one input file: a TRF of 10,000 players and 30 rounds is under 5 MB, its JSON a few
 * times that, so 64 MB is no event's file; beyond it (`/dev/zero`, a disk image, a rating list given to `convert`)
 * the read stops with a clear error instead of filling the memory. The rating list (`players import-list`) is
 * streamed and not bound by it.
 */
export const MAX_INPUT_BYTES = 64 * 1024 * 1024;

/**
 * A file's bytes, at most `limit`: a regular file's size is known before reading; a device or FIFO (`/dev/zero`,
 * `<(…)`) is read in pieces and stopped one byte past the limit.
 */
export function readLimited(path: string, limit = MAX_INPUT_BYTES): Buffer {
  const tooBig = () => new UsageError(`${path}: more than ${limit / (1024 * 1024)} MB, too large for a tournament file: not read`, 1);
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (e) {
    throw fileError(e, path, 'read');
  }
  try {
    const st = fstatSync(fd);
    if (st.isDirectory()) throw fileError(Object.assign(new Error('EISDIR'), { code: 'EISDIR' }), path, 'read');
    if (st.isFile() && st.size > limit) throw tooBig();
    const pieces: Buffer[] = [];
    let total = 0;
    for (;;) {
      const piece = Buffer.allocUnsafe(st.isFile() ? Math.max(1, Math.min(st.size + 1, limit + 1) - total) : 1 << 20);
      const n = readSync(fd, piece, 0, piece.length, null);
      if (n === 0) break;
      total += n;
      if (total > limit) throw tooBig();
      pieces.push(n === piece.length ? piece : piece.subarray(0, n));
    }
    return Buffer.concat(pieces, total);
  } catch (e) {
    if (e instanceof UsageError) throw e;
    throw fileError(e, path, 'read');
  } finally {
    closeSync(fd);
  }
}

export const nodeIO: CliIO = {
  out: (s) => process.stdout.write(s),
  err: (s) => process.stderr.write(s),
  readFile: (p) => readLimited(p).toString('utf8'),
  readBytes: (p) => readLimited(p),
  writeFile: writeThrough,
  exists: (p) => existsSync(p),
};

export function loadTournament(path: string, io: CliIO): Tournament {
  if (!io.exists(path)) throw new UsageError(`${path}: no such file`, 1);
  // a TRF is decoded from its bytes (UTF-8, UTF-16, Windows-1254, Latin-1, or --encoding); JSON is UTF-8
  const t = parseTournament(formatFor(path) === 'json' ? io.readFile(path) : trfText(path, io), path);
  // what was read by another program's convention, or taken where the file is ambiguous (engine/trf/writers.ts)
  const seen = noted.get(io) ?? noted.set(io, new Set()).get(io)!;
  if (!seen.has(`conventions:${path}`)) {
    seen.add(`conventions:${path}`);
    for (const n of trfNotes(t)) io.err(`note: ${path}${n.line ? `, line ${n.line}` : ''}: ${n.text.en}\n`);
  }
  // what looks wrong but reads (a line cut short, numbers with gaps, a birth year after the event): said on stderr
  if (formatFor(path) === 'trf') noteOnce(io, `plausible:${path}`, plausibilityNotes(t, { source: path, today: new Date().toISOString().slice(0, 10) }));
  return t;
}

/** Prints `notes` on stderr the first time `key` is seen for this IO (a command may load a file more than once). */
function noteOnce(io: CliIO, key: string, notes: string[]): void {
  if (!notes.length) return;
  const seen = noted.get(io) ?? noted.set(io, new Set()).get(io)!;
  if (seen.has(key)) return;
  seen.add(key);
  for (const n of notes) io.err(`note: ${n}\n`);
}

/** A tournament file's text read as loadTournament reads it (the generator reads its own output back with it). */
export function parseTournament(text: string, path: string): Tournament {
  if (extname(path).toLowerCase() === '.json') {
    const t = tournamentFromJson(text, path);
    // As for a TRF: an event with no players would pair, check and rank as nothing, and succeed.
    if (t.players.length === 0) throw new InputError('the tournament has no players', undefined, undefined, path);
    return t;
  }
  const t = readTrf(text, path);
  // Double-Swiss (192): the two columns of every match must agree; refused here with the line and column
  if (isDoubleSwissTrf(t)) {
    try {
      readMatches(t);
    } catch (e) {
      if (e instanceof MatchError) throw placeMatchError(e, text, path);
      throw e;
    }
  }
  // a TRF-2026 team file (310, 192 FIDE_TEAM): its team records are checked here, with the line named
  if (isTeamTrf(t)) readTeamEvent(t, lineFinder(text), path);
  return t;
}

/** Notes already printed (one per file and IO, however often a command loads the file). */
const noted = new WeakMap<CliIO, Set<string>>();

/** A TRF file's text from its bytes (engine/trf/encoding.ts), with a note on stderr when it was not UTF-8. */
export function trfText(path: string, io: CliIO): string {
  if (!io.readBytes) return io.readFile(path);
  const bytes = io.readBytes(path);
  const d = decodeTrf(bytes, path, io.encoding ? parseEncoding(io.encoding) : undefined);
  if (d.note) {
    const seen = noted.get(io) ?? noted.set(io, new Set()).get(io)!;
    if (!seen.has(path)) { seen.add(path); io.err(`note: ${d.note}\n`); }
  }
  return d.text;
}

export function formatFor(path: string): 'json' | 'trf' {
  return extname(path).toLowerCase() === '.json' ? 'json' : 'trf';
}

export function serialise(t: Tournament, format: 'json' | 'trf'): string {
  if (format === 'json') return tournamentToJson(t);
  // Double-Swiss (192): the points column holds per-game scores with the PAB worth 1½ (C.04.5 1.4)
  return isDoubleSwissTrf(t) ? writeDoubleSwissTrf(t) : writeTrf(t);
}

/** Writes the generated file only if Hakem reads it back: a generator never leaves a file Hakem would refuse. */
export function writeReadable(path: string, text: string, io: CliIO): number {
  try {
    parseTournament(text, path);
  } catch (e) {
    // nothing is written; exit 1 with the reason rather than a file that Hakem itself would refuse
    if (e instanceof InputError) throw new UsageError(`the generated event could not be read back, so nothing was written (a bug, please report it): ${e.message}`, 1);
    throw e;
  }
  io.writeFile(path, text);
  return 0;
}
