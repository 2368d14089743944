/**
 * The one validator of pairing options, shared by every caller (the command line's pair, check and generate, the
 * random generator, the taskpane): each system declares its options (key, kind, allowed set or range) in its
 * `options` (types.ts `OptionSpec`); `round` and `totalRounds` are common to all. A value given as text (the command
 * line's `--option key=value`) is read by its declared kind; an unknown key or a value outside its set or range is
 * refused with the allowed values named.
 */
import type { OptionSpec, PairingOptions, PairingSystem, Text } from './types';

/** Options every system takes: the round to pair and the rounds of the event. */
export const COMMON_OPTIONS: OptionSpec[] = [
  { key: 'round', kind: 'number', min: 1, integer: true },
  { key: 'totalRounds', kind: 'number', min: 1, integer: true },
];

export class OptionError extends Error {
  constructor(public readonly text: Text) {
    super(text.en);
  }
}

/** What the option accepts, in words: "true or false", "one of w, b", "a whole number of at least 1". */
export function describeOption(s: OptionSpec): Text {
  switch (s.kind) {
    case 'boolean': return { en: 'true or false', tr: 'true ya da false' };
    case 'enum': return { en: `one of ${s.values.join(', ')}`, tr: `şunlardan biri: ${s.values.join(', ')}` };
    case 'text': return { en: `text such as ${s.example}`, tr: `${s.example} gibi bir metin` };
    case 'number': {
      const what = s.integer ? { en: 'a whole number', tr: 'bir tam sayı' } : { en: 'a number', tr: 'bir sayı' };
      if (s.max !== undefined) return { en: `${what.en} from ${s.min} to ${s.max}`, tr: `${s.min} ile ${s.max} arasında ${what.tr}` };
      return { en: `${what.en} of at least ${s.min}`, tr: `en az ${s.min} olan ${what.tr}` };
    }
  }
}

/** The list shown with an unknown key: "c5, c6, following, …" */
export function optionList(system: PairingSystem): string {
  return system.options?.length ? system.options.map((o) => `${o.key} (${describeOption(o).en})`).join(', ') : 'none';
}

function readValue(s: OptionSpec, v: unknown): unknown {
  switch (s.kind) {
    case 'boolean':
      if (v === true || v === 'true') return true;
      if (v === false || v === 'false') return false;
      return undefined;
    case 'enum':
      return typeof v === 'string' && s.values.includes(v) ? v : undefined;
    case 'text':
      return typeof v === 'string' || Array.isArray(v) ? v : undefined;
    case 'number': {
      const x = typeof v === 'number' ? v : typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : NaN;
      if (!Number.isFinite(x) || x < s.min || (s.max !== undefined && x > s.max) || (s.integer && !Number.isInteger(x))) return undefined;
      return x;
    }
  }
}

/**
 * The options read and checked against the system's declaration (see the top of the file); throws OptionError
 * naming the key, the value given and what is allowed.
 */
export function readPairingOptions(system: PairingSystem, raw: Record<string, unknown>): PairingOptions {
  const specs = [...COMMON_OPTIONS, ...(system.options ?? [])];
  const out: PairingOptions = {};
  for (const [key, v] of Object.entries(raw)) {
    if (v === undefined) continue;
    const spec = specs.find((s) => s.key === key);
    if (!spec) {
      const list = optionList(system);
      throw new OptionError({ en: `${system.id} has no option ${key} (its options: ${list})`, tr: `${system.id} için ${key} diye bir seçenek yok (seçenekleri: ${list})` });
    }
    const value = readValue(spec, v);
    if (value === undefined) {
      const d = describeOption(spec);
      const given = typeof v === 'string' ? `"${v}"` : JSON.stringify(v);
      throw new OptionError({ en: `${system.id} option ${key} must be ${d.en}, not ${given}`, tr: `${system.id} seçeneği ${key} ${d.tr} olmalı, ${given} değil` });
    }
    out[key] = value;
  }
  return out;
}

/** As readPairingOptions, with the problem returned instead of thrown (the taskpane and roundToPairProblem). */
export function pairingOptionsProblem(system: PairingSystem, raw: Record<string, unknown>): Text | undefined {
  try {
    readPairingOptions(system, raw);
    return undefined;
  } catch (e) {
    if (e instanceof OptionError) return e.text;
    throw e;
  }
}
