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

export function formatStatus(s: PlayerStatus, lang: Lang): string {
  const parts: string[] = [];
  if (s.withdrawnFrom !== undefined) parts.push(lang === 'tr' ? `${s.withdrawnFrom}. turdan itibaren çekildi` : `withdrawn from round ${s.withdrawnFrom}`);
  for (const r of s.absent) parts.push(lang === 'tr' ? `${r}. turda yok` : `absent in round ${r}`);
  for (const r of s.halfByes) parts.push(lang === 'tr' ? `${r}. turda yarım puan bay` : `half-point bye in round ${r}`);
  for (const r of s.fullByes ?? []) parts.push(lang === 'tr' ? `${r}. turda tam puan bay` : `full-point bye in round ${r}`);
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
    const [round] = numbers;
    if (round < 1) return undefined;
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
