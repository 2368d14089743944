/**
 * Acceleration (C.04.7): virtual points added to the score for pairing only. A TRF-2026 file asks for it in two
 * ways: `250` lines (so many points to the players numbered so-and-so in such rounds) or a `192` code ending in
 * `_BAKU` (the Baku method, worked out by the engine). The 250 lines, when there are any, decide: TRF-2026 says they
 * override the 192 code. A system that does not apply acceleration refuses a file that asks for it, since pairing
 * it without would give another pairing and say nothing.
 */
import type { Tournament } from '../model/types';
import { InputError } from '../trf/errors';
import { trfLines } from '../trf/read';

/** The `192` code (TRF-2026, the encoded type of tournament), if the file has one. */
export function systemCode192(t: Tournament): string | undefined {
  const line = (t.otherLines ?? []).find((l) => l.startsWith('192 '));
  return line?.slice(4).trim() || undefined;
}

/** Whether the file asks for the Baku method: a 192 code ending in `_BAKU`, or a 092 type naming Baku. */
export function asksForBaku(t: Tournament): boolean {
  return /_BAKU$/i.test(systemCode192(t) ?? '') || /BAKU/i.test(t.info.type ?? '');
}

/**
 * Virtual points, in half points, of player `no` before round `round` by the file's 250 lines (undefined when it
 * has none). A player named twice for one round is refused: the records would not say which one counts. JaVaFo's
 * XXA lines are read as the 250 lines they mean.
 */
export function virtualPointsFrom250(t: Tournament, source = 'record 250'): ((no: number, round: number) => number) | undefined {
  // JaVaFo's XXA lines say the same as 250 lines (engine/trf/writers.ts, rule javafo-xxa); both at once cannot be told apart
  const xxa = xxaLine(t);
  if (xxa && t.acceleration?.length) throw new InputError(`"${xxa}": the file gives acceleration twice, on XXA and on 250 lines (line ${t.acceleration[0].line}): keep one`, undefined, undefined, 'XXA');
  const lineNo = trfLines(t)?.text;
  const records = xxa ? (accelerationFromXxa(t) ?? []).map((r) => ({ ...r, line: lineNo?.get(r.text) ?? 0 })) : t.acceleration ?? [];
  if (records.length === 0) return undefined;
  for (const r of records) {
    if (r.matchPoints) throw new InputError(`virtual match points (${r.matchPoints}, columns 5-8) are for team events; an individual event gives its virtual points in columns 10-13`, r.line, 5, source);
    if (r.points <= 0) throw new InputError('the virtual points (columns 10-13) must not be zero', r.line, 10, source);
  }
  records.forEach((a, i) => {
    for (const b of records.slice(i + 1)) {
      const rounds = a.fromRound <= b.toRound && b.fromRound <= a.toRound;
      const players = a.from <= b.to && b.from <= a.to;
      if (rounds && players) {
        const no = Math.max(a.from, b.from);
        const round = Math.max(a.fromRound, b.fromRound);
        throw new InputError(`player ${no} has virtual points for round ${round} on this line and on line ${a.line}: one 250 line for each player and round`, b.line, 1, source);
      }
    }
  });
  return (no, round) => {
    const r = records.find((x) => no >= x.from && no <= x.to && round >= x.fromRound && round <= x.toRound);
    return r ? Math.round(r.points * 2) : 0;
  };
}

/** JaVaFo's acceleration lines (XXA): TRF-2026 writes the same as 250 lines. */
function xxaLine(t: Tournament): string | undefined {
  return (t.otherLines ?? []).find((l) => l.startsWith('XXA'));
}

/** The acceleration a file asks for, in words, or undefined when it asks for none. */
export function accelerationAsked(t: Tournament): string | undefined {
  if (t.acceleration?.length) return `${t.acceleration.length} acceleration line(s) (250, line ${t.acceleration.map((a) => a.line).join(', ')})`;
  if (xxaLine(t)) return `JaVaFo's acceleration lines (${xxaLine(t)})`;
  if (asksForBaku(t)) return systemCode192(t)?.match(/_BAKU$/i) ? `the Baku acceleration (192 ${systemCode192(t)})` : `the Baku acceleration (092 ${t.info.type})`;
  return undefined;
}

/** The systems that apply acceleration (C.04.7): the others refuse an event that asks for it. */
const ACCELERATING = ['dutch'];

export function systemAppliesAcceleration(systemId: string): boolean {
  return ACCELERATING.includes(systemId);
}

/**
 * JaVaFo's XXA lines (`XXA NNNN  p1 p2 …`: player NNNN's virtual points in rounds 1, 2, …) as TRF-2026 250 records,
 * one per player and run of rounds with the same points; undefined when the file has none. A line that cannot be
 * read is refused with its text.
 */
export function accelerationFromXxa(t: Tournament): NonNullable<Tournament['acceleration']> | undefined {
  const lines = (t.otherLines ?? []).filter((l) => l.startsWith('XXA'));
  if (!lines.length) return undefined;
  const out: NonNullable<Tournament['acceleration']> = [];
  for (const line of lines) {
    const [no, ...pts] = line.slice(4).trim().split(/\s+/);
    if (!/^\d+$/.test(no ?? '') || pts.some((p) => !/^\d+(\.\d)?$/.test(p))) throw new InputError(`"${line}": an XXA line is "XXA NNNN p1 p2 …" (the pairing number, then the virtual points of rounds 1, 2, …)`, undefined, undefined, 'XXA');
    let r = 0;
    while (r < pts.length) {
      let e = r;
      while (e + 1 < pts.length && pts[e + 1] === pts[r]) e++;
      const points = Number(pts[r]);
      if (points > 0) out.push({ points, fromRound: r + 1, toRound: e + 1, from: Number(no), to: Number(no), line: 0, text: line });
      r = e + 1;
    }
  }
  return out;
}

/** For a system that does not apply acceleration: refuses a file that asks for it. */
export function refuseAcceleration(t: Tournament, systemId: string): void {
  const asked = accelerationAsked(t);
  if (asked) throw new InputError(`the file asks for ${asked}, which ${systemId} does not apply (in Hakem only ${ACCELERATING.join(', ')} does): refused rather than paired without it`, undefined, undefined, 'acceleration');
}
