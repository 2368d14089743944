/**
 * Tie-break exercises (issue 27): a seeded finished event, one player, one tie-break; the trainee's number is marked
 * against the engine's (engine/tiebreak), and the working is shown round by round, as the documents' pairing cards
 * lay it out (explainTiebreak). Swiss events for BH, SB, ARO and the like; a round robin for Koya. Rating exercises
 * alike: a player's FIDE rating change (B.02 8.3) with K given, the working game by game (explainFideLine).
 */
import type { Tournament } from '../model/types';
import type { Lang, Text } from '../pairing/types';
import { pairingSystem } from '../pairing/registry';
import { playTournament } from '../random/index';
import { explainTiebreak, renderExplanation } from '../tiebreak/explain';
import { parseTiebreakCode } from '../tiebreak/codes';
import type { RulesEdition } from '../tiebreak/types';
import { fideReport } from '../rating/fideEvent';
import { explainFideLine } from '../rating/fideRows';

export interface TiebreakExercise {
  tournament: Tournament;
  player: number;
  code: string;
  rules: RulesEdition;
  title: Text;
}

export function newTiebreakExercise(code: string, seed: number, o: { players?: number; rules?: RulesEdition } = {}): TiebreakExercise {
  parseTiebreakCode(code); // an unknown code names itself here
  const rr = /^KOYA/i.test(code);
  const n = o.players ?? (rr ? 8 : 12);
  const system = pairingSystem(rr ? 'round-robin' : 'dutch')!;
  const res = playTournament(system, seed, { players: n, rounds: rr ? n - 1 + (n % 2) : 5, halfPointByeRate: 0.02, absentRate: 0, withdrawalRate: 0, forfeitRate: 0.03, doubleForfeitRate: 0 });
  const t = res.tournament;
  const player = 1 + (seed % n);
  const rules = o.rules ?? '2026';
  const name = t.players.find((p) => p.no === player)?.name ?? String(player);
  return {
    tournament: { ...t, info: { ...t.info, name: `Tie-break exercise ${code} seed ${seed}` } }, player, code, rules,
    title: { en: `Compute the ${code} of player ${player} (${name}) after round ${t.rounds.length}, rules C.07 ${rules}.`, tr: `${player} numaralı oyuncunun (${name}) ${t.rounds.length}. tur sonundaki ${code} değerini hesaplayın (C.07 ${rules} kuralları).` },
  };
}

export interface TiebreakMark { right: boolean; value: number; answer: number; working: string; text: Text }

/** The trainee's number against the engine's, with the working. */
export function markTiebreak(t: Tournament, player: number, code: string, rules: RulesEdition, answer: number, lang: Lang = 'en'): TiebreakMark {
  const e = explainTiebreak(t, player, code, { rules });
  const value = e.value;
  const right = Math.abs(value - answer) < 1e-6;
  const fmt = (x: number) => String(Math.round(x * 1000) / 1000);
  return {
    right, value, answer, working: renderExplanation(e, lang),
    text: right
      ? { en: `Right: ${code} of ${player} is ${fmt(value)}.`, tr: `Doğru: ${player} numaranın ${code} değeri ${fmt(value)}.` }
      : { en: `Wrong: ${code} of ${player} is ${fmt(value)}, not ${fmt(answer)} (C.07 ${rules}); the working below.`, tr: `Yanlış: ${player} numaranın ${code} değeri ${fmt(answer)} değil, ${fmt(value)} (C.07 ${rules}); hesap aşağıda.` },
  };
}

/** A FIDE rating exercise: a seeded finished event, one rated player, K given; the change of B.02 8.3. */
export interface RatingExercise { tournament: Tournament; player: number; k: number; title: Text }

export function newRatingExercise(seed: number, o: { players?: number; k?: number } = {}): RatingExercise {
  const n = o.players ?? 12;
  const k = o.k ?? 20;
  const res = playTournament(pairingSystem('dutch')!, seed, { players: n, rounds: 5, halfPointByeRate: 0, absentRate: 0, withdrawalRate: 0, forfeitRate: 0, doubleForfeitRate: 0 });
  const t = res.tournament;
  const player = 1 + (seed % n);
  const name = t.players.find((p) => p.no === player)?.name ?? String(player);
  return {
    tournament: { ...t, info: { ...t.info, name: `Rating exercise seed ${seed}` } }, player, k,
    title: { en: `Compute the FIDE rating change of player ${player} (${name}) over the event, K = ${k} (B.02 8.3).`, tr: `${player} numaralı oyuncunun (${name}) bu turnuvadaki FIDE rating değişimini hesaplayın, K = ${k} (B.02 8.3).` },
  };
}

export function markRating(t: Tournament, player: number, k: number, answer: number, lang: Lang = 'en'): TiebreakMark {
  const report = fideReport(t, { allPlayers: { k } });
  const line = report.lines.find((l) => l.no === player);
  if (!line?.change) throw new Error(`player ${player} has no FIDE rating change in this event (unrated, or no rated game)`);
  const value = line.change.change;
  const right = value === Math.round(answer);
  return {
    right, value, answer, working: explainFideLine(line, lang),
    text: right
      ? { en: `Right: the rating change of ${player} is ${value > 0 ? '+' : ''}${value}.`, tr: `Doğru: ${player} numaranın rating değişimi ${value > 0 ? '+' : ''}${value}.` }
      : { en: `Wrong: the rating change of ${player} is ${value > 0 ? '+' : ''}${value}, not ${answer} (B.02 8.3); the working below.`, tr: `Yanlış: ${player} numaranın rating değişimi ${answer} değil, ${value > 0 ? '+' : ''}${value} (B.02 8.3); hesap aşağıda.` },
  };
}
