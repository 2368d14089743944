/**
 * Real TRF files from public repositories, each written by another program (test/fixtures/real-trf/README.md names
 * the source, the commit and the writer): each is read (or refused, with its reason), its standings equal the points
 * the file prints, `convert` goes TRF → JSON → TRF → JSON without loss, and `check --system dutch` finds the rounds and
 * pairs bbpPairings' checker finds (its output stored beside each file: `bbpPairings.exe --dutch FILE -c`), and `pair`
 * proposes the round bbpPairings pairs (`-p`), where bbpPairings reads the file.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTrf, trfNotes } from '../../engine/trf/read';
import { writeTrf } from '../../engine/trf/write';
import { tournamentFromJson, tournamentToJson } from '../../engine/model/json';
import { checkDeclaredPoints } from '../../engine/check/record';
import { repairRounds } from '../../engine/check/repair';
import { pairingSystems } from '../../engine/pairing/registry';
import { scores } from '../../engine/model/history';

const ROOT = join(__dirname, '..', 'fixtures', 'real-trf');
// teams/ holds the team exports, read as team events by test/team-swiss/trf16-teams.test.ts (its own encoding and checks)
const files = readdirSync(ROOT, { withFileTypes: true }).filter((d) => d.isDirectory() && d.name !== 'teams')
  .flatMap((d) => readdirSync(join(ROOT, d.name)).filter((f) => f.endsWith('.trf')).map((f) => `${d.name}/${f}`)).sort();
const text = (f: string) => readFileSync(join(ROOT, f), 'latin1');
const dutch = pairingSystems().find((s) => s.id === 'dutch')!;
/** bbpPairings' checker output: per round, the pairs it would make and the file's, where they differ ("w-b", a bye "n-0"). */
function bbpCheck(out: string): Map<number, { rules: string[]; file: string[] }> {
  const rounds = new Map<number, { rules: string[]; file: string[] }>();
  let cur: { rules: string[]; file: string[] } | undefined;
  for (const line of out.split('\n')) {
    const r = /: Round #(\d+)$/.exec(line);
    if (r) { cur = { rules: [], file: [] }; rounds.set(Number(r[1]), cur); continue; }
    const m = /^\s+(\d+) -\s+(\d+)\s+(\d+) -\s+(\d+)\s*$/.exec(line) ?? /^\s+(\d+) -\s+(\d+)\s*$/.exec(line);
    if (m && cur) {
      cur.rules.push(`${Number(m[1])}-${Number(m[2])}`);
      if (m[3] !== undefined) cur.file.push(`${Number(m[3])}-${Number(m[4])}`);
    }
  }
  for (const [k, v] of rounds) if (!v.rules.length && !v.file.length) rounds.delete(k);
  return rounds;
}

describe('real TRF files', () => {
  it('the corpus holds its files', () => expect(files.length).toBeGreaterThanOrEqual(29));
  describe.each(files)('%s', (f) => {
    const t = readTrf(text(f), f);
    it('read, with the file\'s own points', () => {
      expect(t.players.length).toBeGreaterThan(0);
      expect(checkDeclaredPoints(t)).toEqual([]);
      // every player's total is the one the file prints (columns 81-84)
      const s = scores(t);
      for (const p of t.players) expect(s.get(p.no), `player ${p.no}`).toBe(Number(p.trfPoints));
    });
    it('convert: TRF → JSON → TRF → JSON without loss', () => {
      const json = tournamentToJson(t);
      const back = writeTrf(tournamentFromJson(json, 'x.json'));
      const again = readTrf(back, 'back.trf');
      expect(tournamentToJson(again)).toBe(json);
    });
    const bbpFile = join(ROOT, f.replace(/\.trf$/, '.bbp-check.txt'));
    const bbp = readFileSync(bbpFile, 'utf8');
    const checks = /exit 0\s*$/.test(bbp);
    // Karl-Mala 2005 (FIDE's sample) records its forfeits without colours (`121 278 - -`): the pair agrees in either colour
    (!checks ? it.skip : it)('check --system dutch finds what bbpPairings\' checker finds', () => {
      const expected = bbpCheck(bbp);
      const mine = new Map<number, { rules: string[]; file: string[] }>();
      for (const c of repairRounds(t, dutch)) {
        const rules = [...c.boards.filter((b) => b.rules).map((b) => `${b.rules!.white}-${b.rules!.black}`), ...(c.byes?.rules ?? []).map((n) => `${n}-0`)];
        const file = [...c.boards.filter((b) => b.file).map((b) => `${b.file!.white}-${b.file!.black}`), ...(c.byes?.file ?? []).map((n) => `${n}-0`)];
        mine.set(c.round, { rules: rules.sort(), file: file.sort() });
      }
      // a colourless forfeit's pair has no White: both checkers name it, each in its own order
      const colourless = new Set(t.rounds.flatMap((r) => r.games.filter((g) => g.noColours).map((g) => `${r.number}:${g.white}-${g.black}`)));
      const unordered = (round: number, pair: string) => {
        const [a, b] = pair.split('-').map(Number);
        return colourless.has(`${round}:${a}-${b}`) || colourless.has(`${round}:${b}-${a}`) ? `${Math.min(a, b)}~${Math.max(a, b)}` : pair;
      };
      for (const m of [mine, expected]) for (const [round, v] of m) v.file = v.file.map((p) => unordered(round, p));
      for (const v of [...expected.values(), ...mine.values()]) { v.rules.sort(); v.file.sort(); }
      expect(mine).toEqual(expected);
    });
    const pairFile = join(ROOT, f.replace(/\.trf$/, '.bbp-pair.txt'));
    const next = Math.max(0, ...t.rounds.filter((r) => r.games.length).map((r) => r.number)) + 1;
    it.runIf(existsSync(pairFile) && next <= (t.totalRounds ?? 0))('pair proposes the round bbpPairings pairs', () => {
      const [, ...lines] = readFileSync(pairFile, 'utf8').trim().split(/\r?\n/);
      const out = dutch.pair(t, { round: next });
      expect(out.ok).toBe(true);
      if (!out.ok) return;
      const mine = [...out.pairing.boards.map((b) => `${b.white} ${b.black}`), ...out.pairing.byes.map((b) => `${b} 0`)].sort();
      expect(mine).toEqual(lines.map((l) => l.trim().split(/\s+/).join(' ')).sort());
    });
  });
});

describe('the point values decide: the same files counted with a PAB worth 1', () => {
  // Tornello's files say BBU 0.5 and bbpPairings finds every round as paired (their .bbp-check.txt); read as if the
  // PAB were worth 1, the same rounds would be called wrong and the next round paired otherwise
  it.each(['tornello/input_bbp-814553abb3.trf', 'tornello/input_bbp-885abc56a9.trf', 'tornello/input_bbp-fca5999cc7.trf'])('%s', (f) => {
    const asIfOne = readTrf(text(f).replace(/^BBU .*\r?\n/m, ''), f);
    expect(asIfOne.pointValues).toBeUndefined();
    expect(repairRounds(readTrf(text(f), f), dutch)).toEqual([]);
    expect(repairRounds(asIfOne, dutch).length).toBeGreaterThan(0);
  });
  it('pair: the next round of Primavera 2 after round 4 differs', () => {
    const f = 'tornello/input_bbp-3f23a43fdc.trf';
    const pairs = (t: ReturnType<typeof readTrf>) => { const o = dutch.pair(t, { round: 5 }); return o.ok ? o.pairing : undefined; };
    expect(pairs(readTrf(text(f).replace(/^BBU .*\r?\n/m, '')))).not.toEqual(pairs(readTrf(text(f))));
  });
});

describe('the conventions of each writer, as these files show them', () => {
  const rules = (f: string) => trfNotes(readTrf(text(f), f)).map((n) => n.rule);
  it('lichess: blank opponents, XXC rank, dates like "May 29, 2020"', () => {
    expect(rules('lichess/sharly-2020_06.trf')).toContain('lichess-blank-opponent');
    expect(rules('lichess/competichess-xxc-rank.trf')).toEqual(expect.arrayContaining(['lichess-blank-opponent', 'javafo-xxc-rank']));
    expect(readTrf(text('lichess/competichess-xxc-rank.trf')).pairByRank).toBe(true);
  });
  it('Swiss-Manager: the column rulers and 062 "15 (12)"', () => {
    expect(rules('swiss-manager/tbs-swiss_with_many_unplayed_rounds.trf')).toEqual(expect.arrayContaining(['swiss-manager-ruler', 'swiss-manager-062']));
  });
  it('Tornello: BBU 0.5 makes the PAB worth ½; sex in capitals; 072 counting every player', () => {
    const t = readTrf(text('tornello/input_bbp-fca5999cc7.trf'));
    expect(t.pointValues).toEqual({ win: 1, draw: 0.5, loss: 0, zeroBye: 0, forfeitLoss: 0, pab: 0.5 });
    expect(rules('tornello/input_bbp-fca5999cc7.trf')).toEqual(expect.arrayContaining(['bbp-points', 'sex-capitals', '072-every-player']));
  });
  it('JaVaFo: XXA lines', () => expect(rules('javafo/gros-2010-xxa.trf')).toContain('javafo-xxa'));
});
