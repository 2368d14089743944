/**
 * UKD rating exercises (issue 27): a seeded finished Swiss event with the players' UKDs (one unrated, so that the
 * 8.A.1 start comes into play), one UKD-rated player, his UKD change over the event as TSF's procedure (seed 004)
 * computes it: the counted games (4), each opponent within 350 (6.h), Ro, D = UKD − Ro, PD (Ek1 Tablo 2),
 * We = PD × n (8.A.3), k by the UKD (8.A.4), ΔD = k(W − We) (formula 3), the winner's UKD not falling (8.A.4) and the
 * rise capped at the performance (6.g). The figures are the UKD report's (engine/rating/report.ts); this file only
 * sets the exercise, marks the answer and writes the working.
 */
import type { Tournament } from '../model/types';
import type { Lang, Text } from '../pairing/types';
import { pairingSystem } from '../pairing/registry';
import { playTournament } from '../random/index';
import { ukdReport, type UkdLine, type UkdReport } from '../rating/report';
import { opponentsWithin350 } from '../rating/ukd';
import { roundHalfAwayFromZero } from '../rating/rounding';

export interface UkdExercise { tournament: Tournament; player: number; title: Text }

export class RatingAnswerError extends Error {
  constructor(readonly text: Text) { super(text.en); }
}

/** The event's header as the UKD rules need it (3.a: 60 minutes or more each, 3.c: within 90 days). */
const HEADER = { timeControl: '90 min + 30 sec', startDate: '2026/11/02', endDate: '2026/11/06', city: 'Ankara' };

/**
 * A seeded 5-round Swiss; every player gets a UKD from his rating (a spread wide enough for the 350 rule), the last
 * one none (8.A.1: he counts as the rated players' average − 300). Some games are forfeits (rule 4).
 */
export function newUkdExercise(seed: number, o: { players?: number } = {}): UkdExercise {
  const n = o.players ?? 12;
  const res = playTournament(pairingSystem('dutch')!, seed, { players: n, rounds: 5, halfPointByeRate: 0, absentRate: 0, withdrawalRate: 0, forfeitRate: 0.03, doubleForfeitRate: 0 });
  const t0 = res.tournament;
  const players = t0.players.map((p, i) => {
    if (i === t0.players.length - 1) return { ...p, ukd: undefined };
    // UKDs run lower than FIDE ratings: 1000 + 0.9 × (rating − 1400), at least 1000 (6.b)
    return { ...p, ukd: Math.max(1000, Math.round(1000 + 0.9 * ((p.rating ?? 1500) - 1400))) };
  });
  const tournament: Tournament = { ...t0, players, info: { ...t0.info, ...HEADER, name: `UKD exercise seed ${seed}` } };
  const report = ukdReport(tournament);
  // a UKD-rated player with at least one counted game, chosen by the seed
  const candidates = report.players.filter((l) => l.status === 'rated' && l.n > 0).map((l) => l.no);
  const player = candidates[seed % candidates.length];
  const name = tournament.players.find((p) => p.no === player)?.name ?? String(player);
  return {
    tournament, player,
    title: {
      en: `Compute the UKD change of player ${player} (${name}) over the event (TSF UKD procedure 6.h, 8.A.1-4).`,
      tr: `${player} numaralı oyuncunun (${name}) bu yarışmadaki UKD değişimini hesaplayın (TSF UKD prosedürü 6.h, 8.A.1-4).`,
    },
  };
}

export interface UkdMark { right: boolean; value: number; answer: number; working: string; text: Text }

/** The answer's text as a whole number: "+17", "-4", "0"; anything else is a clear error, not a wrong answer. */
export function parseUkdAnswer(text: string): number {
  const s = text.trim().replace(/^\+/, '').replace('−', '-');
  if (s === '') throw new RatingAnswerError({ en: 'the answer is empty: write the UKD change as a whole number (e.g. +17 or -4)', tr: 'cevap boş: UKD değişimini bir tam sayı olarak yazın (ör. +17 ya da -4)' });
  if (!/^-?\d+$/.test(s)) throw new RatingAnswerError({ en: `"${text.trim()}" is not a whole number: the UKD change is rounded to whole points (e.g. +17 or -4)`, tr: `"${text.trim()}" bir tam sayı değil: UKD değişimi tam puana yuvarlanır (ör. +17 ya da -4)` });
  return Number(s);
}

const signed = (x: number): string => (x > 0 ? `+${x}` : x < 0 ? `−${-x}` : '0');
const two = (x: number): string => (x < 0 ? `−${(-x).toFixed(2)}` : x.toFixed(2));
/** ΔD of formula 3 to whole points, before 8.A.4 and 6.g (the report keeps k(W − We) exact, in hundredths). */
const formula3 = (line: UkdLine): number => roundHalfAwayFromZero(Math.round(line.exactDelta! * 100), 100);

/** The working of one UKD-rated player's line, step by step with the articles (seed 004). */
export function explainUkdLine(t: Tournament, report: UkdReport, line: UkdLine, lang: Lang = 'en'): string {
  const tr = lang === 'tr';
  const byNo = new Map(report.players.map((l) => [l.no, l]));
  const out: string[] = [`${line.no} ${line.name}: UKD ${line.start}; k = ${line.k} (8.A.4: ${tr ? '2400 ve üstü 10, 2000-2399 15, 1600-1999 20, 1599 ve altı 25' : '10 from 2400, 15 for 2000-2399, 20 for 1600-1999, 25 up to 1599'})`];
  // every round: the game counted, or why not (rule 4)
  const counted = new Map(line.games.map((g) => [g.round, g]));
  const values = line.games.map((g) => byNo.get(g.opponent)!.start);
  const capped = opponentsWithin350(line.start, values);
  for (const r of t.rounds) {
    const g = counted.get(r.number);
    const R = `${tr ? 'Tur' : 'R'} ${r.number}`;
    if (g) {
      const opp = byNo.get(g.opponent)!;
      const i = line.games.indexOf(g);
      const value = opp.status === 'rated'
        ? `UKD ${opp.start}`
        : tr ? `UKD'siz: ${opp.start} = UKD'lilerin ortalaması − 300 (8.A.1)` : `unrated: ${opp.start} = the UKD-rated players' average − 300 (8.A.1)`;
      const cap = capped[i] !== values[i] ? (tr ? `; fark 350'den fazla: ${capped[i]} sayılır (6.h)` : `; more than 350 apart: counts ${capped[i]} (6.h)`) : '';
      out.push(`  ${R}: ${tr ? 'rakip' : 'opponent'} ${g.opponent} (${value}${cap}), ${g.points === 0.5 ? '½' : g.points}`);
    } else {
      const game = r.games.find((x) => x.white === line.no || x.black === line.no);
      const off = r.unpaired.find((u) => u.player === line.no);
      if (game || (off && off.code !== '')) out.push(`  ${R}: ${tr ? 'oynanmadan sonuçlandı, hesaba alınmaz (madde 4)' : 'decided without play: not counted (rule 4)'}`);
    }
  }
  if (line.n === 0) return out.join('\n') + '\n';
  if (line.games.some((g) => byNo.get(g.opponent)!.status === 'unrated') && report.ratedAverage !== undefined) {
    out.push(tr
      ? `  UKD'li oyuncuların ortalaması ${two(report.ratedAverage)}; UKD'siz rakip ${report.unratedStart} ile başlar (8.A.1)`
      : `  the UKD-rated players' average is ${two(report.ratedAverage)}; an unrated opponent starts at ${report.unratedStart} (8.A.1)`);
  }
  const sumC = capped.reduce((a, b) => a + b, 0);
  out.push(`  Ro = ${capped.join(' + ')} = ${sumC}; / ${line.n} = ${two(line.opponentsAverage!)}`);
  out.push(`  D = UKD − Ro = ${line.start} − ${two(line.opponentsAverage!)} → ${line.difference! < 0 ? `−${-line.difference!}` : line.difference}; PD = ${two(line.expected!)} (${tr ? 'Ek1 Tablo 2' : 'Ek1 Tablo 2, FIDE 8.1.2'})`);
  out.push(`  We = PD × n = ${two(line.expected!)} × ${line.n} = ${two(line.we!)} (8.A.3)`);
  out.push(`  ΔD = k(W − We) = ${line.k} × (${line.w} − ${two(line.we!)}) = ${two(line.exactDelta!)} → ${signed(formula3(line))} (${tr ? 'formül 3' : 'formula 3'})`);
  if (line.winnerKept) out.push(tr ? `  yarışmanın bireysel birincisi: UKD'si düşmez, ΔD = 0 (8.A.4)` : `  the event's individual winner: his UKD does not fall, ΔD = 0 (8.A.4)`);
  if (line.riseCapped) out.push(tr ? `  yeni UKD performanstan (P = ${line.performance}) yüksek olamaz: ΔD = ${signed(line.delta!)} (6.g)` : `  the new UKD may not exceed the performance (P = ${line.performance}): ΔD = ${signed(line.delta!)} (6.g)`);
  out.push(`  ${tr ? 'yeni UKD' : 'new UKD'}: ${line.start} ${line.delta! < 0 ? '−' : '+'} ${Math.abs(line.delta!)} = ${line.newUkd} (${tr ? 'formül 1' : 'formula 1'})`);
  return out.join('\n') + '\n';
}

/** The trainee's UKD change against the report's, with the working. */
export function markUkd(t: Tournament, player: number, answer: number, lang: Lang = 'en'): UkdMark {
  const report = ukdReport(t);
  if (!report.eligibility.eligible) {
    const why = report.eligibility.reasons.map((r) => r.text.en).join('; ');
    throw new RatingAnswerError({ en: `the event is not rated for UKD: ${why} (rule 3)`, tr: `yarışma UKD hesabına alınmaz: ${report.eligibility.reasons.map((r) => r.text.tr).join('; ')} (madde 3)` });
  }
  const line = report.players.find((l) => l.no === player);
  if (!line) throw new RatingAnswerError({ en: `no player ${player} in the event`, tr: `yarışmada ${player} numaralı oyuncu yok` });
  if (line.status !== 'rated') throw new RatingAnswerError({ en: `player ${player} has no UKD: he gets a performance (GKD), not a change (8.A.2)`, tr: `${player} numaralı oyuncunun UKD'si yok: değişim değil performans (GKD) hesaplanır (8.A.2)` });
  const value = line.delta!;
  const right = answer === value;
  const notes: string[] = [];
  if (!right && line.winnerKept && answer === formula3(line)) notes.push('winner');
  return {
    right, value, answer, working: explainUkdLine(t, report, line, lang),
    text: right
      ? { en: `Right: the UKD change of ${player} is ${signed(value)}.`, tr: `Doğru: ${player} numaranın UKD değişimi ${signed(value)}.` }
      : {
        en: `Wrong: the UKD change of ${player} is ${signed(value)}, not ${signed(answer)} (${notes.includes('winner') ? "the individual winner's UKD does not fall: 8.A.4" : 'formula 3, 8.A.3-4'}); the working below.`,
        tr: `Yanlış: ${player} numaranın UKD değişimi ${signed(answer)} değil, ${signed(value)} (${notes.includes('winner') ? "yarışmanın bireysel birincisinin UKD'si düşmez: 8.A.4" : 'formül 3, 8.A.3-4'}); hesap aşağıda.`,
      },
  };
}
