/**
 * Excel custom function for marking a trainee's pairing (namespace HAKEM, issue 27). It only translates: the
 * crosstable range goes to engine/crosstable, the pairing range to a proposal, the verdict comes from
 * engine/marking, where every rule lives.
 */
import { functionError } from './errors';
import { originOf } from './tiebreaks';
import { CrosstableError, parseCrosstable } from '../engine/crosstable';
import { teamCrosstableTournament } from '../engine/crosstable/teamPairing';
import { markingHeadline, markPairing, MarkingError } from '../engine/marking/index';
import { proposalFromRows } from '../engine/marking/proposal';
import { MARKED_SYSTEMS } from '../engine/marking/citations';
import type { PairingOptions } from '../engine/pairing/types';

// eslint-disable-next-line @typescript-eslint/no-namespace
declare namespace CustomFunctions {
  interface Invocation { address?: string; parameterAddresses?: string[] }
}

const cellNumber = (v: unknown): number | undefined => {
  if (v === null || v === undefined || v === '') return undefined;
  const n = typeof v === 'number' ? v : Number(String(v).trim());
  return Number.isInteger(n) && n >= 0 ? n : NaN;
};

/** Two columns, white and black pairing numbers; a bye as 0 or a blank black cell; headings and blank rows skipped. */
export function pairingRows(range: unknown[][]): Array<[number, number]> {
  const rows: Array<[number, number]> = [];
  (range ?? []).forEach((r, i) => {
    const cells = Array.isArray(r) ? r : [r];
    const w = cellNumber(cells[0]);
    const b = cellNumber(cells[1]);
    if (w === undefined && b === undefined) return;
    if (Number.isNaN(w) || Number.isNaN(b)) {
      if (i === 0) return; // a heading row (White, Black / Beyaz, Siyah)
      throw functionError(`pairing row ${i + 1}: "${String(cells[0] ?? '')}", "${String(cells[1] ?? '')}" are not pairing numbers`);
    }
    rows.push([w ?? 0, b ?? 0]);
  });
  return rows;
}

/**
 * Marks a pairing of the next round under a Swiss system: "Right", or the verdict (the first rule the pairing
 * breaks or does worse on, with its article), then the colours and the board order.
 * @customfunction MARK_PAIRING
 * @requiresParameterAddresses
 * @param {any[][]} crosstable The rounds played: one row per player in pairing-number order, one cell per round (10w0, 12 b ½, 9+, H; T or PAB the pairing-allocated bye, F a full-point bye as in TRF); a Rating column where the system needs ratings.
 * @param {any[][]} pairing The proposed round: two columns, white and black pairing numbers, board by board; a bye as 0 or a blank.
 * @param {string} system dutch, dutch-2009, lim, dubov, dubov-2026, burstein, burstein-2026, double-swiss (the crosstable: two columns a match, the pairing: the match's, game 1's colours) or team-swiss (a team crosstable).
 * @param {string} [options] tr (Turkish verdict and B/S colours), wb (W/B colours with a Turkish verdict), three (three columns per round), rounds=N (rounds of the event), bookpractice.
 * @param {CustomFunctions.Invocation} [invocation]
 * @returns {string} The verdict.
 */
export function MARK_PAIRING(crosstable: any[][], pairing: any[][], system: string, options?: string, invocation?: CustomFunctions.Invocation): string {
  const id = String(system ?? '').trim().toLowerCase();
  if (!MARKED_SYSTEMS.includes(id)) throw functionError(`system: "${system}" is not one of ${MARKED_SYSTEMS.join(', ')}`);
  let lang: 'en' | 'tr' = 'en';
  let letters: 'en' | 'tr' | undefined;
  let three = false;
  const pairingOptions: PairingOptions = {};
  for (const w of String(options ?? '').toLowerCase().split(/[\s,;]+/).filter((x) => x !== '')) {
    if (w === 'tr') lang = 'tr';
    else if (w === 'en') lang = 'en';
    else if (w === 'three') three = true;
    else if (w === 'wb') letters = 'en';
    else if (w === 'bookpractice') pairingOptions.bookPractice = true;
    else if (/^rounds=\d+$/.test(w)) pairingOptions.totalRounds = Number(w.slice(7));
    else throw functionError(`options: unknown word "${w}" (use tr, wb, three, rounds=N, bookpractice)`);
  }
  let t;
  try {
    const origin = originOf(invocation?.parameterAddresses?.[0]);
    // a team event: one row per team, `3 w 2½` (engine/crosstable/teamPairing.ts); else the players' crosstable
    t = id === 'team-swiss'
      ? teamCrosstableTournament(crosstable, { colours: letters ?? lang, totalRounds: pairingOptions.totalRounds as number | undefined, origin })
      : parseCrosstable(crosstable, { colours: letters ?? lang, layout: three ? 'three' : 'auto', origin });
  } catch (e) {
    if (e instanceof CrosstableError) throw functionError(e.message);
    // every failure is a #VALUE! with its reason (functions/errors.ts), never a bare error
    if (e instanceof Error) throw functionError(`crosstable: ${e.message}`);
    throw e;
  }
  const rows = pairingRows(pairing);
  if (!rows.length) return lang === 'tr' ? 'Eşlendirmeyi yazın: her masaya beyaz ve siyahın sıra numarası (BYE: siyah boş)' : 'Type the pairing: white\'s and black\'s pairing numbers on each board (a bye: black empty)';
  const proposal = proposalFromRows(rows);
  try {
    const m = markPairing(t, proposal, id, pairingOptions);
    const L = (en: string, tr: string) => (lang === 'tr' ? tr : en);
    const order = m.boardOrder.slice(0, 1).map((c) => L('board order: ', 'masa sırası: ') + c.text[lang]);
    if (m.right) return [markingHeadline(m)[lang], ...order].join('; ');
    const parts = [
      ...(m.verdict ? [m.verdict.text[lang]] : []),
      ...m.colours.slice(0, 1).map((c) => L('colours: ', 'renkler: ') + c.text[lang]),
      ...order,
    ];
    return L('Wrong: ', 'Yanlış: ') + parts.join('; ');
  } catch (e) {
    if (e instanceof MarkingError) throw functionError(e.text[lang]);
    // the system's own refusal (an event it cannot pair: no ratings under dubov-2026, a match's two columns …)
    if (e instanceof Error) throw functionError(/have no rating/.test(e.message) ? `${e.message} (a Rating column of the crosstable gives the ratings)` : e.message);
    throw e;
  }
}
