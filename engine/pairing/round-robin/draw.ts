/**
 * The drawing of numbers (kura) for a round robin and the redraw rule.
 *
 * The documents: "Döner turnuvalarda oyuncuların sıra numaraları kurayla belirlenir. ... En büyük kuvvet
 * puanlı oyuncuya ilk kura çektirilmesi gelenektir." The draw gives each player a number of the Berger table.
 */

export interface DrawEntrant {
  /** Any stable key: a name, a FIDE id, the registration number. */
  id: string;
  rating?: number;
}

export interface DrawnNumber {
  id: string;
  /** The Berger-table number the entrant drew. */
  number: number;
  /** 1 for the first to draw, 2 for the second, … */
  drawOrder: number;
}

/**
 * The order in which entrants draw: highest rating first (the documents' custom), unrated last,
 * equal ratings in the order given.
 */
export function drawingOrder(entrants: DrawEntrant[]): DrawEntrant[] {
  return entrants
    .map((e, i) => ({ e, i }))
    .sort((a, b) => (b.e.rating ?? -Infinity) - (a.e.rating ?? -Infinity) || a.i - b.i)
    .map((x) => x.e);
}

/**
 * Draws the numbers 1 … n. `random` returns a number in [0, 1) (pass a seeded generator for a reproducible
 * draw; the arbiter's physical draw is entered with `numbersFromDraw`).
 */
export function drawNumbers(entrants: DrawEntrant[], random: () => number = Math.random): DrawnNumber[] {
  const ids = new Set<string>();
  for (const e of entrants) {
    if (ids.has(e.id)) throw new Error(`draw: "${e.id}" is entered twice`);
    ids.add(e.id);
  }
  const envelopes = entrants.map((_, i) => i + 1);
  return drawingOrder(entrants).map((e, i) => {
    const pick = Math.floor(random() * envelopes.length);
    const [number] = envelopes.splice(Math.min(pick, envelopes.length - 1), 1);
    return { id: e.id, number, drawOrder: i + 1 };
  });
}

export { seededRandom } from '../../random/seeded';

export interface LeaveBeforeRoundOne {
  /** Players in the draw (before anyone left). */
  players: number;
  /** The number drawn by the player who leaves or is excluded. */
  leaving: number;
  /** A substitute takes the leaving player's number. */
  replaced?: boolean;
}

export interface RedrawDecision {
  redraw: boolean;
  reason: { en: string; tr: string };
  rule: string;
}

/**
 * A player leaves after the draw but before round 1: the draw is repeated, except when, with an even
 * number of players, the one leaving holds the last number (the table simply gains a bye), or when a
 * substitute takes the number. FIDE Tournament Rules (C.06 II.3). The documents' second sentence reads
 * "... kura işlemi yenilenir" for exactly these two cases; the sense (and FIDE) is that the draw is then
 * NOT repeated — Hakem follows the rule.
 */
export function redrawAfterWithdrawal(w: LeaveBeforeRoundOne): RedrawDecision {
  if (!Number.isInteger(w.leaving) || w.leaving < 1 || w.leaving > w.players) {
    throw new RangeError(`number ${w.leaving} is not in a draw of ${w.players} players`);
  }
  const rule = 'FIDE C.06 II.3';
  if (w.replaced) {
    return { redraw: false, rule, reason: { en: `a substitute takes number ${w.leaving}; the draw stands`, tr: `${w.leaving} numaranın yerine yeni oyuncu alındı; kura yenilenmez` } };
  }
  if (w.players % 2 === 0 && w.leaving === w.players) {
    return { redraw: false, rule, reason: { en: `the last number (${w.leaving}) of an even field left: that number becomes the bye; the draw stands`, tr: `çift sayılı grupta son numara (${w.leaving}) ayrıldı: bu numara tur atlama olur; kura yenilenmez` } };
  }
  return { redraw: true, rule, reason: { en: `number ${w.leaving} left before round 1: the draw is repeated`, tr: `${w.leaving} numaralı oyuncu 1. turdan önce ayrıldı: kura yenilenir` } };
}
