/**
 * A seeded mutation fuzzer over the oracle TRF files of every system (Dutch, Dutch with TRF-2026 `250` lines,
 * Double-Swiss, Swiss Team), run in-process through the CLI's `run(argv, io)`. It checks the reader's promise:
 * - an exit code in 0-3 and never a stack trace (a throw out of `run` is a crash);
 * - every refusal names the file, a line and a column (`FILE, line N, column C: …`);
 * - a file accepted keeps every player and team of the original under its pairing number, or is refused
 *   ("quiet loss" otherwise). A player whose line is gone without a trace (no 062 count, no other line naming the
 *   number, e.g. the last 001 line of a round-1 file dropped) cannot be told from a file that never had them: such
 *   files are counted apart ("unstated"), not as losses.
 * test/trf/fuzz.test.ts runs a few hundred files; bench/trf-fuzz.bench.ts ten thousand.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { run } from '../../cli/main';
import { memoryIO } from './io';
import { readTrf } from '../../engine/trf/read';
import { seededRandom } from '../../engine/random/seeded';

const ORACLE = join(__dirname, '..', 'oracle');

export interface Original { system: string; name: string; text: string; players: number[]; names: string[]; teams: Map<number, number[]> }

/** The oracle files: [folder, pairing system]. */
const SETS: Array<[string, string]> = [
  ['dutch-2025', 'dutch'], ['dutch-2025-acceleration', 'dutch'], ['double-swiss-c045/rounds', 'double-swiss'], ['team-swiss-c046/rounds', 'team-swiss'],
];

/** Teams of a file: 310 TPN (columns 5-7) and roster (from 74). */
function teamsOf(otherLines: string[] = []): Map<number, number[]> {
  const m = new Map<number, number[]>();
  for (const l of otherLines) if (l.startsWith('310 ')) m.set(Number(l.slice(4, 7)), l.slice(73).trim().split(/ +/).map(Number).filter((x) => x > 0));
  return m;
}

/** Every oracle file of every system, read once (the originals). */
export function originals(): Original[] {
  const out: Original[] = [];
  for (const [dir, system] of SETS) {
    for (const f of readdirSync(join(ORACLE, dir)).filter((x) => x.endsWith('.trf')).sort()) {
      const text = readFileSync(join(ORACLE, dir, f), 'utf8');
      const t = readTrf(text);
      out.push({ system, name: `${dir}/${f}`, text, players: t.players.map((p) => p.no), names: t.players.map((p) => p.name), teams: teamsOf(t.otherLines) });
    }
  }
  return out;
}

const CHARS = ' 0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-+=|\t';

/** The mutations: what the reporter did to real files. Each returns the new text and its name. */
const TEXT_MUTATIONS: Array<[string, (lines: string[], r: () => number) => string[]]> = [
  ['delete a character', (ls, r) => { const i = pick(ls, r); const c = Math.floor(r() * ls[i].length); ls[i] = ls[i].slice(0, c) + ls[i].slice(c + 1); return ls; }],
  ['insert a character', (ls, r) => { const i = pick(ls, r); const c = Math.floor(r() * (ls[i].length + 1)); ls[i] = ls[i].slice(0, c) + CHARS[Math.floor(r() * CHARS.length)] + ls[i].slice(c); return ls; }],
  ['overwrite a character', (ls, r) => { const i = pick(ls, r); const c = Math.floor(r() * ls[i].length); ls[i] = ls[i].slice(0, c) + CHARS[Math.floor(r() * CHARS.length)] + ls[i].slice(c + 1); return ls; }],
  ['mangle a line code', (ls, r) => { const i = pick(ls, r); const c = Math.floor(r() * 3); ls[i] = ls[i].slice(0, c) + 'O0o1lIX9 '[Math.floor(r() * 9)] + ls[i].slice(c + 1); return ls; }],
  ['drop a line', (ls, r) => { ls.splice(pick(ls, r), 1); return ls; }],
  ['duplicate a line', (ls, r) => { const i = pick(ls, r); ls.splice(i, 0, ls[i]); return ls; }],
  ['swap two lines', (ls, r) => { const i = pick(ls, r), j = pick(ls, r); [ls[i], ls[j]] = [ls[j], ls[i]]; return ls; }],
  ['truncate', (ls, r) => { const all = ls.join('\n'); return all.slice(0, Math.floor(r() * all.length)).split('\n'); }],
  ['tabs for blanks', (ls, r) => { const i = pick(ls, r); ls[i] = ls[i].replace(/ {2,}/, '\t'); return ls; }],
];
const pick = (ls: string[], r: () => number) => Math.floor(r() * ls.length);

const TURKISH: Record<string, number> = { 'Ğ': 0xd0, 'ğ': 0xf0, 'İ': 0xdd, 'ı': 0xfd, 'Ş': 0xde, 'ş': 0xfe };
/** Text in Windows-1254 (Turkish): Ğ ğ İ ı Ş ş at their own bytes, the other letters (ü ö ç …) where Latin-1 has them. */
export const encodeWindows1254 = (t: string): Uint8Array => Uint8Array.from([...t].map((c) => TURKISH[c] ?? c.charCodeAt(0) & 0xff));

/** Encodings and line ends (on the whole file's bytes, after the text mutations). */
const BYTE_VARIANTS: Array<[string, (text: string) => Uint8Array]> = [
  ['LF', (t) => Buffer.from(t)],
  ['CRLF', (t) => Buffer.from(t.replace(/\n/g, '\r\n'))],
  ['CR', (t) => Buffer.from(t.replace(/\n/g, '\r'))],
  ['UTF-8 BOM', (t) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(t)])],
  ['UTF-16LE BOM', (t) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(t, 'utf16le')])],
  ['Latin-1', (t) => Buffer.from(t, 'latin1')],
  ['Windows-1254', encodeWindows1254],
  ['UTF-16LE without BOM', (t) => Buffer.from(t, 'utf16le')],
  ['UTF-16BE BOM', (t) => Buffer.from(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(t, 'utf16le')])).swap16()],
  ['Ctrl-Z at the end', (t) => Buffer.concat([Buffer.from(t), Buffer.from([0x1a])])],
];

export interface FuzzCase { id: number; original: Original; mutations: string[]; bytes: Uint8Array }

/** Case `id` of seed `seed`: an original, one to three text mutations (one in ten: none), a byte variant. */
export function fuzzCase(all: Original[], seed: number, id: number): FuzzCase {
  const r = seededRandom(seed * 1_000_003 + id);
  const original = all[Math.floor(r() * all.length)];
  let ls = original.text.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n');
  const mutations: string[] = [];
  const n = r() < 0.1 ? 0 : 1 + Math.floor(r() * r() * 3);
  for (let k = 0; k < n; k++) {
    const [name, f] = TEXT_MUTATIONS[Math.floor(r() * TEXT_MUTATIONS.length)];
    ls = f(ls, r);
    mutations.push(name);
  }
  const [vname, v] = r() < 0.7 ? BYTE_VARIANTS[0] : BYTE_VARIANTS[1 + Math.floor(r() * (BYTE_VARIANTS.length - 1))];
  mutations.push(vname);
  return { id, original, mutations, bytes: v(ls.join('\n') + '\n') };
}

export type Outcome = 'accepted' | 'refused' | 'crash' | 'bad exit' | 'no line' | 'quiet loss' | 'unstated';
export interface Result { outcome: Outcome; detail: string; ms: number; pairExit?: number }

/** Reads the case with `convert` (the reader's verdict), then, when accepted, pairs it (no crash, exit 0-3). */
export async function runCase(c: FuzzCase, pair = true): Promise<Result> {
  const file = 'fuzz.trf';
  const started = performance.now();
  const io = memoryIO({}, { [file]: c.bytes });
  let code: number;
  try {
    code = await run(['convert', file, '--to', 'json'], io);
  } catch (e) {
    return { outcome: 'crash', detail: `convert threw ${(e as Error).stack}`, ms: performance.now() - started };
  }
  const ms = () => performance.now() - started;
  if (/^\s+at .+:\d+:\d+\)?$/m.test(io.stderr)) return { outcome: 'crash', detail: `a stack trace on stderr: ${io.stderr}`, ms: ms() };
  if (code < 0 || code > 3) return { outcome: 'bad exit', detail: `convert exit ${code}: ${io.stderr}`, ms: ms() };
  if (code !== 0) {
    // the file, the line and the column (team records: the column of the field named)
    if (!/^hakem convert: fuzz\.trf, line \d+, column \d+: /m.test(io.stderr)) return { outcome: 'no line', detail: io.stderr.trim(), ms: ms() };
    return { outcome: 'refused', detail: io.stderr.trim(), ms: ms() };
  }
  const t = JSON.parse(io.stdout) as { info: { playerCount?: string; teamCount?: string }; players: Array<{ no: number; name: string }>; rounds: Array<{ games: Array<{ white: number; black: number }> }>; otherLines?: string[] };
  const have = new Set(t.players.map((p) => p.no));
  const named = new Set(t.rounds.flatMap((r) => r.games.flatMap((g) => [g.white, g.black])));
  const teams = teamsOf(t.otherLines);
  for (const ros of teams.values()) for (const p of ros) named.add(p);
  const lostPlayers = c.original.players.filter((p) => !have.has(p));
  const lostTeams = [...c.original.teams.keys()].filter((k) => !teams.has(k));
  if (lostPlayers.length || lostTeams.length) {
    // told by nothing left in the file: no count stated, no other line naming the number, no player of the team left
    const untold = lostPlayers.every((p) => t.info.playerCount === undefined && !named.has(p))
      && lostTeams.every((k) => t.info.teamCount === undefined && c.original.teams.get(k)!.every((p) => !have.has(p)));
    return { outcome: untold ? 'unstated' : 'quiet loss', detail: `players ${lostPlayers.join(' ') || '-'} teams ${lostTeams.join(' ') || '-'} missing`, ms: ms() };
  }
  // only the encoding or the line ends changed: the file must read exactly as the original (names included)
  if (c.mutations.length === 1 && t.players.map((p) => p.name).join('|') !== c.original.names.join('|')) {
    return { outcome: 'quiet loss', detail: `${c.mutations[0]}: names read as ${t.players.map((p) => p.name).filter((n, i) => n !== c.original.names[i]).slice(0, 3).join(', ')}`, ms: ms() };
  }
  if (!pair) return { outcome: 'accepted', detail: '', ms: ms() };
  const pio = memoryIO({}, { [file]: c.bytes });
  let pairExit: number;
  try {
    pairExit = await run(['pair', '--system', c.original.system, file], pio);
  } catch (e) {
    return { outcome: 'crash', detail: `pair threw ${(e as Error).stack}`, ms: ms() };
  }
  if (/^\s+at .+:\d+:\d+\)?$/m.test(pio.stderr)) return { outcome: 'crash', detail: `a stack trace on stderr: ${pio.stderr}`, ms: ms(), pairExit };
  if (pairExit < 0 || pairExit > 3) return { outcome: 'bad exit', detail: `pair exit ${pairExit}: ${pio.stderr}`, ms: ms(), pairExit };
  if (pairExit !== 0 && pio.stderr.trim() === '') return { outcome: 'bad exit', detail: `pair exit ${pairExit} without a message`, ms: ms(), pairExit };
  return { outcome: 'accepted', detail: pairExit ? pio.stderr.trim() : '', ms: ms(), pairExit };
}
