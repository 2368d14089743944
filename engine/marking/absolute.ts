/**
 * The proposal's form (every player of the round exactly once, the right number of byes) and the absolute criteria
 * every Swiss system shares: no rematch, no forbidden pair, no pairing-allocated bye after scoring without playing,
 * and (for the individual systems with such a rule) no colour difference beyond ±2 and no colour three times
 * running. Each violation is named with the system's article (citations.ts).
 */
import type { Colour, Tournament } from '../model/types';
import { colourHistory, colourLimitsBroken, forbiddenPairs, mayReceivePairingBye, playerRounds, scoredWithoutPlaying } from '../model/history';
import type { Pairing } from '../pairing/types';
import { readTeamEvent } from '../trf/team';
import { teamStates } from '../pairing/team-swiss/state';
import { doubleSwissRound } from '../pairing/double-swiss/index';
import type { MarkNote, Proposal } from './types';
import { citations } from './citations';

const key = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);

/** Every player (team) of the round once; nobody else; as many byes as the round has. */
export function formProblems(p: Proposal, correct: Pairing, team = false): MarkNote[] {
  const out: MarkNote[] = [];
  // a Swiss Team answer pairs teams: its messages say so
  const W = team
    ? { one: { en: 'team', tr: 'takım' }, who: { en: 'every team of the round needs an opponent or the PAB', tr: 'turun her takımına bir rakip ya da BYE gerekir' }, absent: { en: 'not in the event, or not playing this round', tr: 'turnuvada yok ya da bu turda oynamıyor' } }
    : { one: { en: 'player', tr: 'oyuncu' }, who: { en: 'every player of the round needs an opponent or the bye', tr: 'turun her oyuncusuna bir rakip ya da BYE gerekir' }, absent: { en: 'not in the event, absent, or withdrawn', tr: 'turnuvada yok, gelmedi ya da çekildi' } };
  const toPair = new Set([...correct.boards.flatMap((b) => [b.white, b.black]), ...correct.byes]);
  const seen = new Map<number, number>();
  for (const no of [...p.boards.flatMap((b) => [b.white, b.black]), ...p.byes]) seen.set(no, (seen.get(no) ?? 0) + 1);
  for (const [no, n] of seen) {
    if (!toPair.has(no)) out.push({ rule: 'form', players: [no], text: { en: `${W.one.en} ${no} is not to be paired this round (${W.absent.en})`, tr: `${no} numaralı ${W.one.tr} bu turda eşlenmez (${W.absent.tr})` } });
    else if (n > 1) out.push({ rule: 'form', players: [no], text: { en: `${W.one.en} ${no} appears ${n} times`, tr: `${no} numaralı ${W.one.tr} ${n} kez yazılmış` } });
  }
  for (const b of p.boards) if (b.white === b.black) out.push({ rule: 'form', players: [b.white], text: { en: `${W.one.en} ${b.white} is paired with ${team ? 'itself' : 'himself'}`, tr: `${b.white} kendisiyle eşlenmiş` } });
  const missing = [...toPair].filter((no) => !seen.has(no)).sort((a, b) => a - b);
  if (missing.length) out.push({ rule: 'form', players: missing, text: { en: `not paired: ${missing.join(', ')} (${W.who.en})`, tr: `eşlenmemiş: ${missing.join(', ')} (${W.who.tr})` } });
  if (p.byes.length !== correct.byes.length && !missing.length && !out.length) {
    out.push({ rule: 'form', players: p.byes, text: { en: `${p.byes.length} byes where the round has ${correct.byes.length}`, tr: `turda ${correct.byes.length} BYE olmalıyken ${p.byes.length} BYE verilmiş` } });
  }
  return out;
}

interface Found extends MarkNote { kind: 'rematch' | 'forbidden' | 'bye' | 'colour-difference' | 'three-in-a-row' }

/** The absolute criteria broken by a pairing (boards numbered in its own order). */
function violations(t: Tournament, round: number, system: string, p: Proposal): Found[] {
  const cite = citations(system);
  const out: Found[] = [];
  const barred = new Set(forbiddenPairs(t, round).map(([a, b]) => key(a, b)));
  if (system === 'double-swiss') {
    // C.04.5 as its engine reads the matches (two TRF rounds a match): [C1] a forfeited match is no meeting; [C2] bars a
    // PAB, a full-point bye or a match won by forfeit, not one game won by forfeit nor a half-point bye
    const { ps } = doubleSwissRound(t, {});
    p.boards.forEach((b, i) => {
      if (ps.get(b.white)?.met.has(b.black)) out.push({ kind: 'rematch', rule: cite.rematch, boards: [i + 1], players: [b.white, b.black], text: { en: `${b.white}–${b.black} met in an earlier match (or must not meet): ${cite.rematch}`, tr: `${b.white}–${b.black} önceki bir maçta karşılaştı (ya da karşılaşmamalı): ${cite.rematch}` } });
    });
    for (const no of p.byes) if (ps.get(no)?.pabBarred) out.push({ kind: 'bye', rule: cite.bye, players: [no], text: { en: `${no} may not receive the PAB: he had a PAB, a full-point bye or a match won by forfeit: ${cite.bye}`, tr: `${no} PAB alamaz: daha önce PAB, tam puanlık bay ya da hükmen kazanılmış bir maç aldı: ${cite.bye}` } });
    return out;
  }
  if (system === 'team-swiss') {
    const states = teamStates(readTeamEvent(t), round);
    p.boards.forEach((b, i) => {
      const s = states.get(b.white);
      if (s?.met.has(b.black)) out.push({ kind: 'rematch', rule: cite.rematch, boards: [i + 1], players: [b.white, b.black], text: { en: `teams ${b.white} and ${b.black} have met already (or must not meet): ${cite.rematch}`, tr: `${b.white} ve ${b.black} takımları daha önce karşılaştı (ya da karşılaşmamalı): ${cite.rematch}` } });
    });
    for (const no of p.byes) if (states.get(no)?.pabBarred) out.push({ kind: 'bye', rule: cite.bye, players: [no], text: { en: `team ${no} may not receive the PAB: it had the PAB, a full-point bye or a forfeit win before: ${cite.bye}`, tr: `${no} takımı BYE alamaz: daha önce BYE, tam puanlık bay ya da hükmen galibiyet aldı: ${cite.bye}` } });
    return out;
  }
  const prs = playerRounds(t);
  const before = (no: number) => (prs.get(no) ?? []).filter((pr) => pr.round < round);
  const met = new Map<string, number>();
  for (const [no, list] of prs) for (const pr of list) if (pr.round < round && pr.played && pr.opponent !== undefined) met.set(key(no, pr.opponent), pr.round);
  p.boards.forEach((b, i) => {
    const r = met.get(key(b.white, b.black));
    if (r !== undefined) out.push({ kind: 'rematch', rule: cite.rematch, boards: [i + 1], players: [b.white, b.black], text: { en: `${b.white}–${b.black} met in round ${r}: ${cite.rematch}`, tr: `${b.white}–${b.black} ${r}. turda karşılaştı: ${cite.rematch}` } });
    else if (barred.has(key(b.white, b.black))) out.push({ kind: 'forbidden', rule: cite.rematch, boards: [i + 1], players: [b.white, b.black], text: { en: `${b.white}–${b.black} must not meet (the file's XXP/260 lines): ${cite.rematch}`, tr: `${b.white}–${b.black} karşılaşmamalı (dosyanın XXP/260 satırları): ${cite.rematch}` } });
  });
  for (const no of p.byes) {
    const list = before(no);
    if (!mayReceivePairingBye(list)) {
      const r = scoredWithoutPlaying(list)[0];
      out.push({ kind: 'bye', rule: cite.bye, players: [no], text: { en: `${no} may not receive the pairing-allocated bye: he scored without playing in round ${r}: ${cite.bye}`, tr: `${no} eşlendirmeden doğan BYE alamaz: ${r}. turda oynamadan puan aldı: ${cite.bye}` } });
    }
  }
  if (cite.colourDifference) {
    p.boards.forEach((b, i) => {
      for (const [no, c] of [[b.white, 'w'], [b.black, 'b']] as Array<[number, Colour]>) {
        const broken = colourLimitsBroken(colourHistory(before(no)), c);
        const diff = broken.find((x) => x.limit === 'difference');
        const d = diff && 'difference' in diff ? diff.difference : 0;
        const name = { en: c === 'w' ? 'white' : 'black', tr: c === 'w' ? 'beyaz' : 'siyah' };
        if (diff) out.push({ kind: 'colour-difference', rule: cite.colourDifference!, boards: [i + 1], players: [no], text: { en: `${no} with ${name.en} on board ${i + 1} would have a colour difference of ${d > 0 ? '+' : ''}${d}: ${cite.colourDifference}`, tr: `${no}, ${i + 1}. masada ${name.tr} ile ${d > 0 ? '+' : ''}${d} renk farkına ulaşır: ${cite.colourDifference}` } });
        else if (broken.length) out.push({ kind: 'three-in-a-row', rule: cite.threeInARow!, boards: [i + 1], players: [no], text: { en: `${no} would have ${name.en} for the third game running (board ${i + 1}): ${cite.threeInARow}`, tr: `${no} üst üste üçüncü kez ${name.tr} alır (${i + 1}. masa): ${cite.threeInARow}` } });
      }
    });
  }
  return out;
}

/**
 * The proposal's violations of the absolute criteria. A kind of violation the system's own pairing also shows is
 * an exception the system allows this round (e.g. topscorers in the last round): it is not held against the proposal.
 */
export function absoluteViolations(t: Tournament, round: number, system: string, p: Proposal, correct: Pairing): { pairs: MarkNote[]; colours: MarkNote[] } {
  const allowed = new Set(violations(t, round, system, { boards: correct.boards, byes: correct.byes }).map((v) => v.kind));
  const found = violations(t, round, system, p).filter((v) => !allowed.has(v.kind));
  const strip = (xs: Found[]) => xs.map(({ kind: _kind, ...note }) => note);
  const isColour = (v: Found) => v.kind === 'colour-difference' || v.kind === 'three-in-a-row';
  return { pairs: strip(found.filter((v) => !isColour(v))), colours: strip(found.filter(isColour)) };
}

