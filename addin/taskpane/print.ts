/**
 * The print view: the round's pairing list (Masa / Beyaz / Sonuç / Siyah) and one pairing card per player
 * (round, colour, opponent, result, running total), as the documents draw them. Plain HTML until the templates land.
 */
import type { Tournament } from '../../engine/model/types';
import { formatGameResult } from '../../engine/model/results';
import { playerRounds } from '../../engine/model/history';
import type { Lang } from '../../engine/pairing/types';
import { colourLetter, halves } from '../../engine/report/notation';
import { renderDocument } from '../../templates/documents';
import { completeRounds } from '../workbook/crosstable';

/**
 * The print view's page: the round's pairing list and every player's pairing card from the templates
 * (templates/pairing-list.hbs, pairing-card.hbs); the plain view below if the templates cannot render this state.
 */
export function printPage(t: Tournament, round: number | undefined, lang: Lang, ranks?: Map<number, number>): string {
  try {
    const list = round === undefined ? '' : renderDocument('pairing-list', t, { lang, round });
    // Cards carry tie-break sums: only finished rounds go into them, so an unplayed pairing adds nothing.
    const finished = { ...t, rounds: t.rounds.slice(0, completeRounds(t)) };
    const cards = renderDocument('pairing-card', finished, { lang, ...(ranks ? { ranks } : {}) });
    return list + cards;
  } catch {
    return `<!doctype html><html><head><meta charset="utf-8"></head><body>${printHtml(t, round, lang)}</body></html>`;
  }
}

export const escapeHtml = (s: unknown) => String(s ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const L = {
  pairings: { en: 'Pairings, round', tr: 'Eşlendirme, tur' },
  board: { en: 'Board', tr: 'Masa' },
  white: { en: 'White', tr: 'Beyaz' },
  result: { en: 'Result', tr: 'Sonuç' },
  black: { en: 'Black', tr: 'Siyah' },
  bye: { en: 'bye', tr: 'bay' },
  card: { en: 'Pairing card', tr: 'Eşlendirme kartı' },
  round: { en: 'Rd', tr: 'Tur' },
  colour: { en: 'Col.', tr: 'Renk' },
  opponent: { en: 'Opponent', tr: 'Rakip' },
  total: { en: 'Total', tr: 'Toplam' },
} as const;

export function printHtml(t: Tournament, round: number | undefined, lang: Lang): string {
  const name = (no: number) => t.players.find((p) => p.no === no)?.name ?? '';
  const parts: string[] = [`<h1>${escapeHtml(t.info.name ?? '')}</h1>`];
  const r = round === undefined ? undefined : t.rounds.find((x) => x.number === round);
  if (r) {
    parts.push(`<h2>${L.pairings[lang]} ${r.number}</h2>`);
    parts.push(`<table class="pairing-list"><thead><tr><th>${L.board[lang]}</th><th>${L.white[lang]}</th><th>${L.result[lang]}</th><th>${L.black[lang]}</th></tr></thead><tbody>`);
    r.games.forEach((g, i) => {
      const res = g.whiteResult === '' && g.blackResult === '' ? '' : formatGameResult(g.whiteResult, g.blackResult);
      parts.push(`<tr><td>${i + 1}</td><td>${g.white} ${escapeHtml(name(g.white))}</td><td>${escapeHtml(res)}</td><td>${g.black} ${escapeHtml(name(g.black))}</td></tr>`);
    });
    for (const u of r.unpaired) parts.push(`<tr><td></td><td>${u.player} ${escapeHtml(name(u.player))}</td><td>${escapeHtml(u.code)}</td><td>${u.code === 'U' ? L.bye[lang] : ''}</td></tr>`);
    parts.push('</tbody></table>');
  }
  const prs = playerRounds(t);
  parts.push('<div class="cards">');
  for (const p of t.players) {
    let total = 0;
    const rows = (prs.get(p.no) ?? []).map((pr) => {
      total += pr.points ?? 0;
      const opp = pr.opponent !== undefined ? `${pr.opponent} ${escapeHtml(name(pr.opponent))}` : pr.code === 'U' ? L.bye[lang] : escapeHtml(pr.code);
      const res = pr.points === undefined ? '' : halves(pr.points) || '0';
      return `<tr><td>${pr.round}</td><td>${colourLetter(pr.colour, lang)}</td><td>${opp}</td><td>${pr.code === '+' || pr.code === '-' ? pr.code : res}</td><td>${pr.points === undefined ? '' : halves(total) || '0'}</td></tr>`;
    });
    parts.push(`<section class="card"><h3>${L.card[lang]}: ${p.no}. ${escapeHtml(p.name)}${p.title ? ` (${escapeHtml(p.title)})` : ''}${p.rating ? ` ${p.rating}` : ''}</h3>`
      + `<table><thead><tr><th>${L.round[lang]}</th><th>${L.colour[lang]}</th><th>${L.opponent[lang]}</th><th>${L.result[lang]}</th><th>${L.total[lang]}</th></tr></thead><tbody>${rows.join('')}</tbody></table></section>`);
  }
  parts.push('</div>');
  return parts.join('\n');
}
