/**
 * The Buchholz-of-Buchholz table (000, Tablo 6, "Buchholz Buchholzu"): for a player, one row per opponent with
 * that opponent's own opponents round by round (number and adjusted score, or the virtual opponent's score for an
 * unplayed round) and the opponent's Buchholz; the Buchholz values summed are the player's BB.
 * Every figure is the tie-break engine's (contributions, buchholz, buchholzOfBuchholz, explainTiebreak).
 */
import type { Tournament } from '../model/types';
import type { Lang } from '../pairing/types';
import { buchholz, buchholzOfBuchholz, contributions, explainTiebreak, tiebreakContext, type TiebreakOptions } from '../tiebreak';
import { decimal } from './notation';

export interface BbCell {
  opponent?: number;
  value: string;
  numeric?: number;
  /** The value is a virtual opponent's score (an unplayed round of the row's player). */
  virtual: boolean;
}

export interface BbRow {
  round: number;
  opponent?: number;
  opponentName?: string;
  cells: BbCell[];
  /** The opponent's Buchholz, added into the BB. Empty for the player's own unplayed round. */
  buchholz: string;
  buchholzValue?: number;
  /** The player's own round was unplayed: a virtual opponent, which has no Buchholz and adds nothing. */
  virtual: boolean;
}

export interface BbPlayerTable {
  no: number;
  name: string;
  score: string;
  rows: BbRow[];
  bb: string;
  bbValue: number;
  /** How each virtual-opponent cell and row was formed (engine's working), then any notes given by the caller. */
  notes: string[];
}

export interface BuchholzOfBuchholzTable {
  title: string;
  rules: string;
  rounds: number[];
  players: BbPlayerTable[];
}

export interface BuchholzOfBuchholzOptions extends TiebreakOptions {
  lang?: Lang;
  /** Extra notes per player (e.g. where a book prints another number, and why). */
  notes?: Record<number, string[]>;
}

export function buchholzOfBuchholzTable(t: Tournament, players: number[], options: BuchholzOfBuchholzOptions = {}): BuchholzOfBuchholzTable {
  const lang = options.lang ?? 'tr';
  const ctx = tiebreakContext(t, options);
  const name = (no: number) => t.players.find((p) => p.no === no)?.name ?? String(no);
  const rounds = t.rounds.slice(0, ctx.rounds).map((r) => r.number);
  const tables = players.map((no): BbPlayerTable => {
    if (!t.players.some((p) => p.no === no)) throw new Error(`unknown player ${no}`);
    const notes: string[] = [];
    const rows = contributions(ctx, no).map((c): BbRow => {
      if (c.virtual || c.opponent === undefined) {
        const how = explainTiebreak(t, no, 'BH', options).rows.find((r) => r.round === c.round)?.how[lang] ?? '';
        notes.push(lang === 'tr'
          ? `${name(no)}, ${c.round}. tur: ${how}; sanal rakibin Buchholz'u yoktur, BB'ye bir şey eklenmez.`
          : `${name(no)}, round ${c.round}: ${how}; a virtual opponent has no Buchholz and adds nothing to the BB.`);
        return { round: c.round, opponent: c.opponent, opponentName: c.opponent !== undefined ? name(c.opponent) : undefined, cells: [], buchholz: '', virtual: true };
      }
      const opp = c.opponent;
      const entries = contributions(ctx, opp);
      const explained = explainTiebreak(t, opp, 'BH', options).rows;
      const cells = rounds.map((r): BbCell => {
        const e = entries.find((x) => x.round === r);
        if (!e) return { value: '', virtual: false };
        if (e.virtual) {
          const how = explained.find((x) => x.round === r)?.how[lang] ?? '';
          notes.push(lang === 'tr' ? `${name(opp)} (${opp}), ${r}. tur: ${how}.` : `${name(opp)} (${opp}), round ${r}: ${how}.`);
        }
        return { opponent: e.opponent, value: decimal(e.value, lang), numeric: e.value, virtual: e.virtual !== undefined };
      });
      const bh = buchholz(ctx, opp);
      return { round: c.round, opponent: opp, opponentName: name(opp), cells, buchholz: decimal(bh, lang), buchholzValue: bh, virtual: false };
    });
    const bb = buchholzOfBuchholz(ctx, no);
    return { no, name: name(no), score: decimal(ctx.score.get(no) ?? 0, lang), rows, bb: decimal(bb, lang), bbValue: bb, notes: [...notes, ...(options.notes?.[no] ?? [])] };
  });
  return { title: lang === 'tr' ? "Buchholz'un Buchholz'u" : 'Buchholz of Buchholz', rules: ctx.rules, rounds, players: tables };
}
