/**
 * The key property of the markers of the lexicographic systems (engine/marking/lexicographic.ts), checked against
 * every legal pairing of small rounds rather than a few perturbations: no legal complete pairing (any PAB not barred
 * by [C2], any pairs without a rematch [C1]) is better than the system's at the first entry where they differ, and
 * only the system's own pairing is equal on every entry.
 */
import { evaluate, type LexRound } from '../../engine/marking/lexicographic';
import { compareVectors } from '../../engine/marking/criteria';
import type { RoundCase } from './perturb';

/** Every perfect matching of `ids` by the allowed pairs. */
export function* matchings(ids: number[], ok: (a: number, b: number) => boolean): Generator<Array<[number, number]>> {
  if (!ids.length) { yield []; return; }
  const [a, ...rest] = ids;
  for (let i = 0; i < rest.length; i++) {
    if (!ok(a, rest[i])) continue;
    for (const m of matchings(rest.filter((_, j) => j !== i), ok)) yield [[a, rest[i]], ...m];
  }
}

/** The first `count` rounds of `cases` with at most `max` to pair, every legal pairing of each set against the system's. */
export function exhaustive(cases: RoundCase[], lex: (c: RoundCase) => LexRound, count: number, max = 10): { rounds: number; proposals: number; bad: string[] } {
  let rounds = 0, proposals = 0;
  const bad: string[] = [];
  for (const c of cases) {
    if (rounds >= count) break;
    const r = lex(c);
    if (r.players.length > max) continue;
    rounds++;
    const theirs = evaluate(r, c.correct.boards.map((b) => [b.white, b.black]), c.correct.byes[0]);
    const key = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);
    const correct = new Set(c.correct.boards.map((b) => key(b.white, b.black)));
    const byes = r.players.length % 2 ? r.players.filter((p) => !r.states.get(p)!.pabBarred) : [undefined];
    for (const bye of byes) {
      for (const m of matchings(r.players.filter((p) => p !== bye), (a, b) => !r.states.get(a)!.met.has(b))) {
        proposals++;
        const mine = evaluate(r, m, bye);
        let d = 0, at = '';
        for (let i = 0; i < Math.min(mine.length, theirs.length) && !d; i++) {
          d = compareVectors(mine[i].value, theirs[i].value);
          if (d) at = `${mine[i].rule}@${mine[i].bracket}: ${mine[i].show} against ${theirs[i].show}`;
        }
        const same = bye === c.correct.byes[0] && m.every(([a, b]) => correct.has(key(a, b)));
        if (d > 0 || (d === 0 && !same)) bad.push(`seed ${c.seed} round ${c.round}, PAB ${bye}, ${m.map(([a, b]) => `${a}-${b}`).join(' ')}: ${d > 0 ? `better at ${at}` : 'as good everywhere'}`);
      }
    }
  }
  return { rounds, proposals, bad };
}
