/**
 * Tie-break exercises (issue 27): a seeded finished event, one player, one tie-break; the trainee's number is marked
 * against the engine's (engine/tiebreak), and the working is shown round by round, as the documents' pairing cards
 * lay it out (explainTiebreak). Swiss events for BH, SB, ARO and the like; a round robin for Koya.
 */
import type { Tournament } from '../model/types';
import type { Lang, Text } from '../pairing/types';
import { pairingSystem } from '../pairing/registry';
import { playTournament } from '../random/index';
import { explainTiebreak, renderExplanation } from '../tiebreak/explain';
import { parseTiebreakCode } from '../tiebreak/codes';
import type { RulesEdition } from '../tiebreak/types';

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
