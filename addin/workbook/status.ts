/**
 * The Status column of the Players sheet: withdrawals, announced absences and requested half-point byes,
 * written in the workbook's language and read back in either.
 */
import type { Lang } from '../../engine/pairing/types';

export interface PlayerStatus {
  /** Takes no part from this round on. */
  withdrawnFrom?: number;
  /** Rounds the player announced they will miss (zero-point bye, TRF `Z`). */
  absent: number[];
  /** Rounds with a requested half-point bye (TRF `H`). */
  halfByes: number[];
  /** Rounds with a requested full-point bye (TRF `F`), when the event's regulations allow one. */
  fullByes?: number[];
}

export const emptyStatus = (): PlayerStatus => ({ absent: [], halfByes: [] });

/**
 * The status cell's text. `perMatch` (Double-Swiss): a status names the match whose first game is round r
 * (`absent in match 2` for round 3), as the event counts matches.
 */
export function formatStatus(s: PlayerStatus, lang: Lang, perMatch = false): string {
  const parts: string[] = [];
  const m = (r: number) => (r + 1) / 2;
  const at = (r: number, en: string, tr: string) => (perMatch && r % 2 === 1
    ? (lang === 'tr' ? `${m(r)}. maç${tr === 'turdan' ? 'tan' : 'ta'}` : `${en} match ${m(r)}`)
    : (lang === 'tr' ? `${r}. ${tr}` : `${en} round ${r}`));
  if (s.withdrawnFrom !== undefined) parts.push(lang === 'tr' ? `${at(s.withdrawnFrom, 'from', 'turdan')} itibaren çekildi` : `withdrawn ${at(s.withdrawnFrom, 'from', 'turdan')}`);
  for (const r of s.absent) parts.push(lang === 'tr' ? `${at(r, 'in', 'turda')} yok` : `absent ${at(r, 'in', 'turda')}`);
  for (const r of s.halfByes) parts.push(lang === 'tr' ? `${at(r, 'in', 'turda')} yarım puan bay` : `half-point bye ${at(r, 'in', 'turda')}`);
  for (const r of s.fullByes ?? []) parts.push(lang === 'tr' ? `${at(r, 'in', 'turda')} tam puan bay` : `full-point bye ${at(r, 'in', 'turda')}`);
  return parts.join('; ');
}

/** Reads a status cell; undefined when the text cannot be understood. Accepts English and Turkish. */
export function parseStatus(text: string): PlayerStatus | undefined {
  const s = emptyStatus();
  const clean = text.trim().toLocaleLowerCase('tr');
  if (clean === '' || clean === 'active' || clean === 'aktif') return s;
  for (const part of clean.split(/[;,]/).map((x) => x.trim()).filter(Boolean)) {
    const numbers = [...part.matchAll(/\d+/g)].map((m) => Number(m[0]));
    if (numbers.length !== 1) return undefined;
    const [n] = numbers;
    if (n < 1) return undefined;
    // a Double-Swiss match (`absent in match 2`, `2. maçta yok`) is read as its first game's round
    const round = /match|maç|mac/.test(part) ? 2 * n - 1 : n;
    // the half-point bye is tested first: "yarım puan bay" must not be read as anything else
    if (/half|yarım|yarim|½|\bh\b/.test(part)) s.halfByes.push(round);
    else if (/full|tam puan|\bf\b/.test(part)) (s.fullByes ??= []).push(round);
    else if (/withdr|çekil|cekil/.test(part)) {
      if (s.withdrawnFrom !== undefined) return undefined;
      s.withdrawnFrom = round;
    } else if (/absent|yok|gelmeyecek|gelmedi|\bz\b/.test(part)) s.absent.push(round);
    else return undefined;
  }
  return s;
}
