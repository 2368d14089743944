/**
 * The trainee's answer in the format `hakem pair` prints (bbpPairings/JaVaFo): the number of pairs, then
 * `white black` per board, a bye as `N 0`. Also the shape a worksheet gives: rows of two numbers, a bye with 0 or
 * a blank.
 */
import type { Text } from '../pairing/types';
import type { Proposal } from './types';

export class ProposalError extends Error {
  constructor(readonly text: Text) {
    super(text.en);
  }
}

/** Reads the bbpPairings answer text. The first line (the count) is checked against the lines that follow. */
export function parseProposal(text: string): Proposal {
  const lines = text.split(/\r?\n/).map((l) => l.replace(/#.*$/, '').trim()).filter((l) => l !== '');
  if (!lines.length) throw new ProposalError({ en: 'the answer is empty', tr: 'cevap boş' });
  const count = /^\d+$/.test(lines[0]) ? Number(lines[0]) : undefined;
  if (count === undefined) throw new ProposalError({ en: `the first line must be the number of pairs, not "${lines[0]}"`, tr: `ilk satır eş sayısı olmalı, "${lines[0]}" değil` });
  const rows: Array<[number, number]> = [];
  lines.slice(1).forEach((l, i) => {
    const m = /^(\d+)\s+(\d+)$/.exec(l);
    if (!m) throw new ProposalError({ en: `line ${i + 2}: "${l}" is not "white black"`, tr: `${i + 2}. satır: "${l}" "beyaz siyah" biçiminde değil` });
    rows.push([Number(m[1]), Number(m[2])]);
  });
  if (rows.length !== count) throw new ProposalError({ en: `the first line says ${count} pairs, and ${rows.length} follow`, tr: `ilk satır ${count} eş diyor, ardından ${rows.length} satır geliyor` });
  return proposalFromRows(rows);
}

/** Rows of (white, black); black 0 (or white 0) is a bye. */
export function proposalFromRows(rows: Array<[number, number]>): Proposal {
  const p: Proposal = { boards: [], byes: [] };
  for (const [w, b] of rows) {
    if (w > 0 && b > 0) p.boards.push({ white: w, black: b });
    else if (w > 0) p.byes.push(w);
    else if (b > 0) p.byes.push(b);
  }
  return p;
}

/** The answer as `hakem pair` prints it. */
export function formatProposal(p: Proposal): string {
  return [String(p.boards.length + p.byes.length), ...p.boards.map((b) => `${b.white} ${b.black}`), ...p.byes.map((b) => `${b} 0`)].join('\n') + '\n';
}
