import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import type { Tournament } from '../engine/model/types';
import { readTrf } from '../engine/trf/read';
import { InputError } from '../engine/trf/errors';
import { writeTrf } from '../engine/trf/write';
import { tournamentFromJson, tournamentToJson } from '../engine/model/json';
import { isDoubleSwissTrf, MatchError, placeMatchError, readMatches } from '../engine/pairing/double-swiss/matches';
import { writeDoubleSwissTrf } from '../engine/pairing/double-swiss/trf';
import { isTeamTrf, lineFinder, readTeamEvent } from '../engine/trf/team';
import { decodeTrf, parseEncoding } from '../engine/trf/encoding';

/** Everything a command touches outside itself, so tests can run commands in-process. */
export interface CliIO {
  out(text: string): void;
  err(text: string): void;
  readFile(path: string): string;
  /** The file's bytes, so a TRF's encoding can be told (UTF-8, UTF-16, Windows-1254, Latin-1); readFile when absent. */
  readBytes?(path: string): Uint8Array;
  /** `--encoding` (any command): the encoding of the TRF files read, instead of telling it from the bytes. */
  encoding?: string;
  /** Writes the whole file or nothing (temporary file, then rename). */
  writeFile(path: string, data: string | Uint8Array): void;
  exists(path: string): boolean;
}

export const nodeIO: CliIO = {
  out: (s) => process.stdout.write(s),
  err: (s) => process.stderr.write(s),
  readFile: (p) => readFileSync(p, 'utf8'),
  readBytes: (p) => readFileSync(p),
  writeFile: (p, data) => {
    const tmp = join(dirname(p), `.${basename(p)}.${process.pid}.tmp`);
    writeFileSync(tmp, data);
    renameSync(tmp, p);
  },
  exists: (p) => existsSync(p),
};

/** A failure the user caused (bad input, bad option): printed without a stack trace. */
export class UsageError extends Error {
  constructor(message: string, public readonly exitCode = 2) {
    super(message);
  }
}

export function loadTournament(path: string, io: CliIO): Tournament {
  if (!io.exists(path)) throw new UsageError(`${path}: no such file`, 1);
  const text = io.readFile(path);
  if (extname(path).toLowerCase() === '.json') {
    const t = tournamentFromJson(text, path);
    // As for a TRF: an event with no players would pair, check and rank as nothing, and succeed.
    if (t.players.length === 0) throw new InputError('the tournament has no players', undefined, undefined, path);
    return t;
  }
  const t = readTrf(trfText(path, io, text), path);
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
export function trfText(path: string, io: CliIO, text = io.readFile(path)): string {
  if (!io.readBytes) return text;
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
