/**
 * Exercise sheets of the teaching workbook (issue 27), one per individual Swiss system: the rounds played so far
 * as a crosstable, a blank pairing block for the next round, and a HAKEM.MARK_PAIRING cell that marks what the
 * trainee types (the Hakem add-in computes it; the cached value is the instruction). The books' examples for the
 * editions they teach (Dutch 1992-2009, Lim, Dubov), generated exercises (engine/marking/exercise.ts, seeded) for
 * the editions in force. The answer is not in the workbook: `hakem exercise … --key` writes it for the instructor.
 */
import type { Lang } from '../../../engine/pairing/types';
import { newExercise, stateBefore, type Exercise } from '../../../engine/marking/exercise';
import { generateDoubleSwiss } from '../../../engine/pairing/double-swiss/generate';
import { doubleSwiss } from '../../../engine/pairing/double-swiss/index';
import { generateTeamSwiss } from '../../../engine/pairing/team-swiss/generate';
import { teamSwiss } from '../../../engine/pairing/team-swiss/index';
import { teamEventToTournament } from '../../../engine/trf/team';
import { teamResults, type TeamEvent } from '../../../engine/model/team';
import { bookExercise } from '../bookExercises';
import { a1, bold, type Cell, type SheetSpec, type SheetBuilder } from '../sheet';
import { crosstableSheet } from './tablo1';
import { L, noteLines, sheetRow } from './tiebreakLayout';

interface ExerciseSpec { label: string; make: () => Exercise; command: string }

/**
 * A Double-Swiss (C.04.5) match-round to pair: a seeded generated event (engine/pairing/double-swiss/generate) before
 * match `match`; the crosstable has two columns a match (game 1, game 2), the pairing is the match's, colours of game 1.
 */
export function doubleSwissExercise(seed: number, match: number, players = 11): Exercise {
  const g = generateDoubleSwiss(seed, { players, matches: match + 1, byeRate: 0, forfeitRate: 0, gameForfeitRate: 0 });
  if (!g.ok) throw new Error(`the generated Double-Swiss event ${seed} stops at match ${g.match}: ${g.reason}`);
  const state = stateBefore(g.tournament, 2 * match - 1);
  const t = { ...state, info: { ...state.info, name: `Exercise double-swiss ${players}p seed ${seed}` } };
  const out = doubleSwiss.pair(t, {});
  if (!out.ok) throw new Error(`no pairing of match ${match}: ${out.reason.en}`);
  return {
    system: 'double-swiss', round: 2 * match - 1, seed, tournament: t, key: out.pairing, options: {},
    title: {
      en: `Pair match ${match} with the Double-Swiss system (C.04.5, 2026): each pair plays two games, the colours you give are game 1's (game 2 reverses them).`,
      tr: `${match}. maçı Double-Swiss sistemiyle (C.04.5, 2026) eşlendirin: her eş iki oyun oynar, yazdığınız renkler 1. oyununkiler (2. oyunda ters çevrilir).`,
    },
  };
}

/**
 * A Swiss Team (C.04.6) round to pair: a seeded generated event (engine/pairing/team-swiss/generate) with C.04.6's
 * defaults (Type A, match points then game points, the PAB a drawn match), no forfeits or absences, White drawn for
 * 4.1, before round `round`; the proposal's boards are matches (the team with White on board 1 first).
 */
export function teamSwissExercise(seed: number, round: number, teams = 8): Exercise & { event: TeamEvent } {
  for (let attempt = 0; attempt < 200; attempt++) {
    const g = generateTeamSwiss(seed * 1000 + attempt, { teams, rounds: round, preferences: 'A', defaults: true, forfeitRate: 0, boardForfeitRate: 0, absentRate: 0 });
    if (!g.ok || g.event.initialColour !== 'w') continue;
    const event: TeamEvent = { ...g.event, rounds: g.event.rounds.filter((r) => r.number < round) };
    const t = teamEventToTournament(event, g.players, { name: `Exercise team-swiss ${teams} teams seed ${seed}` });
    const out = teamSwiss.pair(t, {});
    if (!out.ok) continue;
    return {
      system: 'team-swiss', round, seed, tournament: t, key: out.pairing, options: {}, event,
      title: {
        en: `Pair round ${round} with the Swiss Team system (C.04.6, 2026): each board of the pairing is a match, the team with White on board 1 first.`,
        tr: `${round}. turu İsviçre Takım sistemiyle (C.04.6, 2026) eşlendirin: eşlendirmenin her satırı bir maçtır, 1. masada beyaz olan takım önce yazılır.`,
      },
    };
  }
  throw new Error(`no generated team event for seed ${seed} pairs round ${round}`);
}

/** The team crosstable that HAKEM.MARK_PAIRING reads for team-swiss (engine/crosstable/teamPairing.ts): `3 w 2½`, PAB. */
export function teamCrosstableRows(e: TeamEvent, lang: Lang): Cell[][] {
  const res = teamResults(e);
  const rounds = e.rounds.map((r) => r.number);
  const w = lang === 'tr' ? 'B' : 'w', b = lang === 'tr' ? 'S' : 'b';
  const gp = (x: number) => (x % 1 ? `${Math.floor(x) || ''}½` : String(x));
  // the totals beside the rounds, outside the range MARK_PAIRING reads: match points (the score, 1.2.1), game points
  const rows: Cell[][] = [[bold('No'), bold(L(lang, 'Takım', 'Team')), ...rounds.map((k) => bold(String(k))), bold(L(lang, 'MP', 'MP')), bold(L(lang, 'OP', 'GP'))]];
  for (const t of e.teams) {
    const mine = res.get(t.no) ?? [];
    const sum = (f: 'mp' | 'gp') => mine.reduce((x, r) => x + (r[f] ?? 0), 0);
    rows.push([t.no, t.name, ...rounds.map((k) => {
      const r = mine.find((x) => x.round === k);
      if (!r) return null;
      if (r.opponent === undefined) return r.code === 'U' ? 'PAB' : null;
      return `${r.opponent} ${r.colour === 'w' ? w : b} ${gp(r.gp ?? 0)}`;
    }), sum('mp'), sum('gp')]);
  }
  return rows;
}

export const EXERCISES: ExerciseSpec[] = [
  { label: 'Dutch 2009', make: () => bookExercise('dutch', 3), command: 'hakem exercise book --example dutch --round 3' },
  { label: 'Lim', make: () => bookExercise('lim', 3), command: 'hakem exercise book --example lim --round 3' },
  // the book's Dubov example has no names, and a crosstable's rows always name their players (Dubov breaks rating
  // ties alphabetically): a generated event instead; `hakem exercise book --example dubov` gives the book's rounds
  { label: 'Dubov', make: () => newExercise('dubov', { players: 12, level: 3, seed: 1 }), command: 'hakem exercise new --system dubov --players 12 --level 3 --seed 1' },
  { label: 'Dutch 2025', make: () => newExercise('dutch', { players: 12, level: 3, seed: 1 }), command: 'hakem exercise new --system dutch --players 12 --level 3 --seed 1' },
  { label: 'Dubov 2026', make: () => newExercise('dubov-2026', { players: 12, level: 2, seed: 1 }), command: 'hakem exercise new --system dubov-2026 --players 12 --level 2 --seed 1' },
  { label: 'Burstein', make: () => newExercise('burstein', { players: 12, level: 2, seed: 1 }), command: 'hakem exercise new --system burstein --players 12 --level 2 --seed 1' },
  { label: 'Burstein 2026', make: () => newExercise('burstein-2026', { players: 12, level: 2, seed: 1 }), command: 'hakem exercise new --system burstein-2026 --players 12 --level 2 --seed 1' },
  { label: 'Double-Swiss', make: () => doubleSwissExercise(3, 3), command: 'hakem exercise new --system double-swiss --players 11 --round 3 --seed 3' },
  { label: 'Swiss Team', make: () => teamSwissExercise(1, 4, 9), command: 'hakem exercise new --system team-swiss --players 9 --round 4 --seed 1' },
];

/** The option words MARK_PAIRING needs for an exercise (its colour letters are w/b in every language). */
export function markOptions(ex: Exercise, lang: Lang): string {
  // the players' crosstable keeps w/b in Turkish too; the team crosstable is written with B/S (teamCrosstableRows)
  const words = [lang === 'tr' ? ('event' in ex ? 'tr' : 'tr wb') : '', ex.tournament.totalRounds ? `rounds=${ex.tournament.totalRounds}` : '', ex.options.bookPractice ? 'bookpractice' : ''];
  return words.filter(Boolean).join(' ');
}

export function exerciseSheet(spec: ExerciseSpec, lang: Lang): SheetSpec {
  const ex = spec.make();
  const team = 'event' in ex ? (ex as Exercise & { event: TeamEvent }).event : undefined;
  let ct: { rows: Cell[][] };
  if (team) ct = { rows: teamCrosstableRows(team, lang) };
  else {
    // the crosstable, with a rating column (Dubov's ARO and colour rules and Burstein's ranking read the ratings)
    const plainCt = crosstableSheet('', '', ex.tournament, lang);
    const rating = new Map(ex.tournament.players.map((p) => [p.no, p.rating]));
    ct = { rows: plainCt.rows.map((r, i) => [r[0], r[1], i === 0 ? bold(L(lang, 'Rating', 'Rating')) : rating.get(r[0] as number) ?? null, ...r.slice(2)]) };
  }
  const players = team ? team.teams.length : ex.tournament.players.length - (ex.tournament.rounds.find((r) => r.number === ex.round)?.unpaired.length ?? 0);
  const boards = Math.ceil(players / 2);
  const notes = noteLines([
    ex.title[lang],
    L(lang,
      `Eşlendirmeyi aşağıdaki Beyaz ve Siyah sütunlarına yazın (BYE: Siyah boş). Karar hücresi (HAKEM.MARK_PAIRING, Hakem eklentisi) her yazışta yanlışsa hangi kuralın çiğnendiğini söyler. Cevap bu dosyada yok: eğitmen "${spec.command} -o ex.trf --key cevap.txt" ile alır.`,
      `Type the pairing in the White and Black columns below (a bye: Black empty). The Verdict cell (HAKEM.MARK_PAIRING, the Hakem add-in) says on every entry which rule a wrong pairing breaks. The answer is not in this file: the instructor gets it with "${spec.command} -o ex.trf --key answer.txt".`),
  ]);
  const rows: Cell[][] = [...ct.rows, []];
  const ctLast = ct.rows.length - 1;
  // the range MARK_PAIRING reads: the players' crosstable with its points; the teams' without the two totals
  const ctCols = ct.rows[0].length - 1 - (team ? 2 : 0);
  const pairingHeader = rows.length;
  rows.push(team
    ? [bold(L(lang, 'Maç', 'Match')), bold(L(lang, 'Beyaz (1. masa)', 'White (board 1)')), bold(L(lang, 'Siyah (1. masa)', 'Black (board 1)'))]
    : [bold(L(lang, 'Masa', 'Board')), bold(L(lang, 'Beyaz', 'White')), bold(L(lang, 'Siyah', 'Black'))]);
  for (let i = 1; i <= boards; i++) rows.push([i, null, null]);
  const pairingFirst = pairingHeader + 1, pairingLast = pairingHeader + boards;
  rows.push([]);
  const abs = (r: number, c: number) => a1(sheetRow(notes, r), c).replace(/^([A-Z]+)(\d+)$/, '$$$1$$$2');
  const crosstableRef = `${abs(0, 0)}:${abs(ctLast, ctCols)}`;
  const pairingRef = `${abs(pairingFirst, 1)}:${abs(pairingLast, 2)}`;
  const options = markOptions(ex, lang);
  const prompt = L(lang, 'Eşlendirmeyi yazın: her masaya beyaz ve siyahın sıra numarası (BYE: siyah boş)', "Type the pairing: white's and black's pairing numbers on each board (a bye: black empty)");
  rows.push([bold(L(lang, 'Karar', 'Verdict')), { formula: `HAKEM.MARK_PAIRING(${crosstableRef},${pairingRef},"${ex.system}"${options ? `,"${options}"` : ''})`, result: prompt }]);
  const name = `${L(lang, 'Alıştırma', 'Exercise')} ${spec.label}`;
  const which = ex.system === 'double-swiss' ? L(lang, `${(ex.round + 1) / 2}. maç`, `match ${(ex.round + 1) / 2}`) : L(lang, `${ex.round}. tur`, `round ${ex.round}`);
  return { name, title: L(lang, `Alıştırma: ${spec.label}, ${which}`, `Exercise: ${spec.label}, ${which}`), notes, rows, columnWidths: [6, 14, 8, ...ct.rows[0].slice(3).map(() => 9)] };
}

export const EXERCISE_SHEETS: SheetBuilder[] = EXERCISES.map((spec) => (lang: Lang) => exerciseSheet(spec, lang));
