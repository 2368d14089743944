/**
 * The Koya table of a round robin (000, Tablo 6 "Berger Turnuvalarda Koya"; 001, Tablo 9 and the extended Koya of
 * Tablo 10): the players of the Koya group (50% or more of the maximum score, widened by `extend` score groups),
 * each one's results against the others of the group, and the Koya score.
 * The group, its threshold and the Koya values come from the tie-break engine (koyaGroup, koyaThreshold, koya);
 * the cells are the results as the engine classifies them (games counted as games).
 */
import type { Tournament } from '../model/types';
import type { Lang } from '../pairing/types';
import { koya, koyaGroup, koyaThreshold, tiebreakContext, type TiebreakOptions } from '../tiebreak';
import { decimal, halves } from './notation';

export interface KoyaRow {
  no: number;
  name: string;
  score: string;
  /** Points against each member of the group, in group order; 'x' against oneself. */
  cells: string[];
  koya: string;
  koyaValue: number;
}

export interface KoyaTable {
  title: string;
  extend: number;
  /** The lowest score in the group. */
  threshold: string;
  group: Array<{ no: number; name: string }>;
  rows: KoyaRow[];
}

export interface KoyaTableOptions extends TiebreakOptions {
  lang?: Lang;
  /** Score groups below 50% added to the group (extended Koya, 001 Tablo 10). */
  extend?: number;
}

export function koyaTable(t: Tournament, options: KoyaTableOptions = {}): KoyaTable {
  const lang = options.lang ?? 'tr';
  const extend = options.extend ?? 0;
  const ctx = tiebreakContext(t, options);
  const name = (no: number) => t.players.find((p) => p.no === no)?.name ?? String(no);
  const group = koyaGroup(ctx, extend);
  const rows = group.map((no): KoyaRow => {
    const rounds = ctx.byNo.get(no) ?? [];
    const cells = group.map((other) => {
      if (other === no) return 'x';
      return rounds.filter((r) => r.asGame && r.opponent === other).map((r) => halves(r.points)).join(' ');
    });
    const value = koya(ctx, no, extend);
    return { no, name: name(no), score: halves(ctx.score.get(no) ?? 0), cells, koya: halves(value), koyaValue: value };
  });
  const title = extend === 0
    ? (lang === 'tr' ? 'Koya' : 'Koya')
    : (lang === 'tr' ? `Genişletilmiş Koya (+${extend} puan grubu)` : `Extended Koya (+${extend} score group${extend > 1 ? 's' : ''})`);
  return { title, extend, threshold: decimal(koyaThreshold(ctx, extend), lang), group: group.map((no) => ({ no, name: name(no) })), rows };
}
