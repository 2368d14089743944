/**
 * The command line's argument reading, shared by every command: node's parseArgs with negative numbers read as
 * values (`--players -5` is the value -5, refused by its range, not "ambiguous"), whole numbers and probabilities
 * checked against their ranges, and `--option key=value` checked against the system's declared options
 * (engine/pairing/options.ts). Every refusal is a UsageError: exit 2.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './io';
import type { PairingOptions, PairingSystem } from '../engine/pairing/types';
import { OptionError, readPairingOptions } from '../engine/pairing/options';

type Options = NonNullable<ParseArgsConfig['options']>;

/** parseArgs with `--name -5` (and `-x -5`) taken as the value -5 for a string option. */
export function parseCommandArgs<O extends Options>(args: string[], options: O) {
  const takesValue = new Set<string>();
  for (const [name, o] of Object.entries(options)) if (o.type === 'string') { takesValue.add(`--${name}`); if (o.short) takesValue.add(`-${o.short}`); }
  const joined: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    const next = args[i + 1];
    if (takesValue.has(a) && next !== undefined && /^-[\d.]/.test(next)) {
      joined.push(a.startsWith('--') ? `${a}=${next}` : `${a}${next}`);
      i++;
    } else joined.push(a);
  }
  return parseArgs({ args: joined, options, allowPositionals: true });
}

/** A whole number from min to max (max optional); `why` explains the upper limit. */
export function wholeNumber(name: string, v: string, min: number, max?: number, why?: string): number {
  const range = max === undefined ? `of at least ${min}` : `from ${min} to ${max}`;
  if (!/^\d+$/.test(v.trim()) || Number(v) < min) throw new UsageError(`--${name} must be a whole number ${range}, not "${v}"`);
  if (max !== undefined && Number(v) > max) throw new UsageError(`--${name} must be a whole number ${range}, not "${v}"${why ? ` (${why})` : ''}`);
  return Number(v);
}

/** A probability from 0 to 1. */
export function probability(name: string, v: string | undefined): number | undefined {
  if (v === undefined) return undefined;
  const x = Number(v);
  if (v.trim() === '' || !Number.isFinite(x) || x < 0 || x > 1) throw new UsageError(`--${name} must be a probability from 0 to 1, not "${v}"`);
  return x;
}

/** `--option key=value` (repeatable) as written: keys and their text values, not yet checked. */
export function rawOptions(list: string[] | undefined): Record<string, string | true> {
  const options: Record<string, string | true> = {};
  for (const kv of list ?? []) {
    const m = /^([A-Za-z][\w-]*)(?:=(.*))?$/.exec(kv);
    if (!m) throw new UsageError(`--option takes key=value, not "${kv}"`);
    if (m[1] in options) throw new UsageError(`--option ${m[1]} is given twice`);
    options[m[1]] = m[2] === undefined ? true : m[2];
  }
  return options;
}

/** `--option key=value …` read for `system`: unknown keys and values outside their set or range are usage errors. */
export function systemOptions(system: PairingSystem, list: string[] | undefined, extra: Record<string, unknown> = {}): PairingOptions {
  try {
    return readPairingOptions(system, { ...rawOptions(list), ...extra });
  } catch (e) {
    if (e instanceof OptionError) throw new UsageError(e.message);
    throw e;
  }
}

/**
 * `--player N` (or `--explain N`): the starting number of a player of the file. Anything else is a usage error
 * (exit 2), as every value outside its range is, saying which numbers the file has.
 */
export function playerOf(name: string, v: string, players: ReadonlyArray<{ no: number }>, file: string): number {
  const nos = players.map((p) => p.no);
  const range = nos.length ? `its players are numbered ${Math.min(...nos)} to ${Math.max(...nos)}` : 'it has no players';
  if (!/^\d+$/.test(v.trim())) throw new UsageError(`--${name} must be a player's starting number, not "${v}" (${file}: ${range})`);
  const no = Number(v);
  if (!nos.includes(no)) throw new UsageError(`--${name} ${v}: ${file} has no player ${no} (${range})`);
  return no;
}

/** `--round N`: a round the file holds (exit 2 otherwise, naming the rounds it has). */
export function roundOf(name: string, v: string, rounds: ReadonlyArray<{ number: number }>, file: string): number {
  const ns = rounds.map((r) => r.number);
  const range = ns.length ? `its rounds are ${Math.min(...ns)} to ${Math.max(...ns)}` : 'it holds no round';
  if (!/^\d+$/.test(v.trim())) throw new UsageError(`--${name} must be a round number, not "${v}" (${file}: ${range})`);
  const n = Number(v);
  if (!ns.includes(n)) throw new UsageError(`--${name} ${v}: ${file} has no round ${n} (${range})`);
  return n;
}
