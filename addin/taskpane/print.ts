/**
 * The print view: the round's pairing list (Masa / Beyaz / Sonuç / Siyah) and one pairing card per player, both from
 * the templates (templates/pairing-list.hbs, pairing-card.hbs) that `hakem render` prints too. A template that
 * cannot render this state is an error the taskpane shows, never a different document printed in its place.
 */
import type { Tournament } from '../../engine/model/types';
import type { Lang } from '../../engine/pairing/types';
import { renderDocument } from '../../templates/documents';

export function printPage(t: Tournament, round: number | undefined, lang: Lang, ranks?: Map<number, number>, rules?: '2009' | '2024' | '2026', system?: string): string {
  // the pairing list names the pairing rules it was made by, under its heading
  const named = system ? `</h1><p class="system">${escapeHtml(`${lang === 'tr' ? 'Eşlendirme sistemi' : 'Pairing system'}: ${system}`)}</p>` : '</h1>';
  const list = round === undefined ? '' : renderDocument('pairing-list', t, { lang, round }).replace('</h1>', named);
  // The cards' tie-break columns count finished rounds only (the tie-break engine leaves a round without results out),
  // under the edition the Settings name (`rules`; undefined when they say auto: the one in force on the start date,
  // C.07 as in force, never said to be the arbiter's); the page says which.
  const cards = renderDocument('pairing-card', t, { lang, ...(ranks ? { ranks } : {}), ...(rules ? { rules } : {}) });
  return list + cards;
}

export const escapeHtml = (s: unknown) => String(s ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
