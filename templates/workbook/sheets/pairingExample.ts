/**
 * A pairing example of the documents (Dutch 17 players, Lim 15, Dubov 21), round by round: the engine pairs each
 * round from the results before it, beside the pairing the book publishes, then the score-group worksheets
 * of that round (x, p, S1/S2, colours, each move tried). The fixture's notes say where the book departs from its rules.
 */
import { pairingSystem } from '../../../engine/pairing/registry';
import type { Lang, PairingOptions } from '../../../engine/pairing/types';
import { scoreGroupWorksheets } from '../../../engine/report/scoreGroups';
import { EXAMPLES, pairingExample } from '../examples';
import { bold, type Cell, type SheetSpec } from '../sheet';

interface Example {
  players: Array<{ no: number; name?: string; title?: string; rating?: number }>;
  rounds: Array<{ round: number; bye?: number; games: Array<{ white: number; black: number }> }>;
  notes?: string[];
}

const L = (lang: Lang, tr: string, en: string) => (lang === 'tr' ? tr : en);

/** Each example keeps its book's edition, and says so: an event today is paired by the FIDE text in force. */
function editionNote(system: string, lang: Lang): string {
  return L(lang,
    `Bu örnek kitabın metniyle eşlendirildi: ${system}. Bugün bir turnuva yürürlükteki FIDE metniyle eşlendirilir (Hollanda sistemi C.04.3, 1 Şubat 2026'dan itibaren); Hakem yeni turnuvada onu seçer.`,
    `This example is paired by its book's edition: ${system}. An event today is paired by the FIDE text in force (Dutch system C.04.3, from 1 February 2026); Hakem chooses it for a new event.`);
}

/**
 * `departures`: notes saying where the book's printed pairing departs from its written rule (they head the sheet).
 * `bookOptions`: the system's option that reproduces the book's own practice where it departs from the written
 * rules (Dubov's `bookPractice`); the sheet then shows that pairing too, so both readings can be compared.
 */
export function pairingExampleSheet(name: 'dutch' | 'lim' | 'dubov', systemId: string, sheetName: string, title: Record<Lang, string>, lang: Lang, bookOptions?: PairingOptions, departures?: Record<Lang, string[]>): SheetSpec {
  const ex = EXAMPLES[name] as unknown as Example;
  const system = pairingSystem(systemId);
  const rows: Cell[][] = [];
  rows.push([bold(L(lang, 'No', 'No')), bold(L(lang, 'Unvan', 'Title')), bold(L(lang, 'Adı', 'Name')), bold('Rating')]);
  for (const p of ex.players) rows.push([p.no, p.title ?? '', p.name ?? '', p.rating ?? '']);
  rows.push([]);
  for (const published of ex.rounds) {
    const before = pairingExample(name, published.round - 1);
    rows.push([bold(L(lang, `${published.round}. tur`, `Round ${published.round}`))]);
    if (!system) {
      rows.push([L(lang, `${systemId} sistemi yok`, `system ${systemId} is not available`)]);
      continue;
    }
    // Absentees the book records for the round (not paired) stay in the state the engine pairs from.
    const state = pairingExample(name, published.round);
    const absent = state.rounds[published.round - 1]?.unpaired.filter((u) => u.code === '-') ?? [];
    if (absent.length) before.rounds.push({ number: published.round, games: [], unpaired: absent });
    const outcome = system.pair(before);
    rows.push([bold(L(lang, 'Masa', 'Board')), bold(L(lang, 'Hakem: Beyaz', 'Hakem: White')), bold(L(lang, 'Siyah', 'Black')), bold(L(lang, 'Kitap: Beyaz', 'Book: White')), bold(L(lang, 'Siyah', 'Black')), bold(L(lang, 'Aynı', 'Same'))]);
    const engine = outcome.ok ? outcome.pairing.boards : [];
    const n = Math.max(engine.length, published.games.length);
    for (let b = 0; b < n; b++) {
      const e = engine[b];
      const g = published.games[b];
      rows.push([b + 1, e?.white ?? '', e?.black ?? '', g?.white ?? '', g?.black ?? '', e && g && e.white === g.white && e.black === g.black ? '✓' : '✗']);
    }
    const engineBye = outcome.ok ? outcome.pairing.byes.join(', ') : '';
    rows.push([L(lang, 'Tur atlayan', 'Bye'), engineBye, '', published.bye ?? '', '', String(engineBye) === String(published.bye ?? '') ? '✓' : '✗']);
    if (!outcome.ok) rows.push([outcome.reason[lang]]);
    const same = outcome.ok && engine.length === published.games.length && engine.every((e, b) => e.white === published.games[b].white && e.black === published.games[b].black);
    if (!same && bookOptions) {
      const alt = system.pair(before, bookOptions);
      const opt = Object.entries(bookOptions).map(([k, v]) => `${k}=${v}`).join(', ');
      rows.push([bold(L(lang, `Kitabın uygulamasıyla (${opt})`, `With the book's practice (${opt})`))]);
      if (alt.ok) alt.pairing.boards.forEach((e, b) => {
        const g = published.games[b];
        rows.push([b + 1, e.white, e.black, g?.white ?? '', g?.black ?? '', g && e.white === g.white && e.black === g.black ? '✓' : '✗']);
      });
    }
    for (const w of scoreGroupWorksheets(outcome.explanation, lang)) {
      rows.push([bold(w.title)]);
      if (w.players.length) {
        rows.push(['', L(lang, 'No', 'No'), L(lang, 'Puan', 'Score'), L(lang, 'Renkler', 'Colours'), L(lang, 'Tercih', 'Preference'), 'S1/S2']);
        for (const p of w.players) rows.push(['', p.no, p.score, p.colours, p.preference, p.side]);
      }
      if (w.hasX || w.hasP) rows.push(['', `x = ${w.x ?? ''}`, `p = ${w.p ?? ''}`, w.s1 ? `S1 = ${w.s1.join(', ')}` : '', w.s2 ? `S2 = ${w.s2.join(', ')}` : '']);
      for (const s of w.steps) rows.push(['', `${s.text}${s.rule ? ` [${s.rule}]` : ''}`]);
    }
    rows.push([]);
  }
  return {
    name: sheetName,
    title: title[lang],
    notes: [...(departures?.[lang] ?? []), ...(ex.notes ?? []), ...(system ? [editionNote(system.name[lang], lang)] : [])],
    rows,
    columnWidths: [12, 12, 12, 14, 16, 8],
  };
}
