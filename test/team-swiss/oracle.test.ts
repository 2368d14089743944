/**
 * The 577 reference cases of test/oracle/team-swiss-c046 (copied from the shared oracle; see its README): pairs as
 * [White, Black] by the first board's colour (Article 4), the PAB. `expected` follows Article 3.6.1 as written (top
 * member by TPN); `reference_platform_today` is FIDE's reference platform as it runs today (top member by score),
 * reproduced with the cross-check option topMember=score.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTrf } from '../../engine/trf/read';
import { pairTeamSwiss } from '../../engine/pairing/team-swiss/index';

interface Expected { pairs: Array<[number, number]>; bye: number }
const dir = join(__dirname, '../oracle/team-swiss-c046');
const cases = readFileSync(join(dir, 'expected.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { trf: string; round: number; expected: Expected; reference_platform_today: Expected });

function check(file: string, round: number, exp: Expected, topMember: 'tpn' | 'score') {
  const t = readTrf(readFileSync(join(dir, file), 'utf8'), file);
  const out = pairTeamSwiss(t, topMember === 'tpn' ? {} : { topMember });
  expect(out.ok).toBe(true);
  if (!out.ok) return;
  expect(out.pairing.round).toBe(round);
  expect(out.pairing.byes).toEqual(exp.bye ? [exp.bye] : []);
  expect(out.pairing.boards.map((b) => `${b.white}-${b.black}`).sort()).toEqual(exp.pairs.map(([w, b]) => `${w}-${b}`).sort());
}

describe('Swiss Team C.04.6 (2026) against the reference corpus', () => {
  it('holds 577 cases', () => expect(cases.length).toBe(577));
  for (const c of cases) it(c.trf, () => check(c.trf, c.round, c.expected, 'tpn'));
});

describe('the reference platform as it runs today (3.6.1 by score: option topMember=score)', () => {
  for (const c of cases) it(c.trf, () => check(c.trf, c.round, c.reference_platform_today, 'score'));
});
