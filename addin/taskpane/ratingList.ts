/**
 * The taskpane's "Rating list" panel: the arbiter picks FIDE's list file once (it goes into the browser's IndexedDB,
 * addin/ratinglist/store.ts), looks players up by FIDE ID or name, fills the Players rows whose FIDE ID is typed,
 * and refreshes every rating from a newer list, seeing each change first and choosing which cells typed by hand
 * to overwrite. The panel keeps its own element: the taskpane re-attaches it after every redraw (app.ts `panels`).
 */
import type { Cell, WorkbookHost } from '../host/types';
import type { Rate } from '../../engine/ratinglist/types';
import { SHEET } from '../workbook/layout';
import { escapeHtml as h } from './print';
import { applyChanges, fillRows, refreshChanges, rowIds, type Change } from '../ratinglist/fill';
import { importListFile, listInfo, openListDb, playerById, playersByIds, playersByName, type ListInfo, type StoredPlayer } from '../ratinglist/store';

type Lang = 'en' | 'tr';
const T = {
  title: { en: 'FIDE rating list', tr: 'FIDE reyting listesi' },
  none: { en: 'No list yet: pick FIDE\'s list file (players_list_foa.txt or players_list_xml.xml, unzipped).', tr: 'Henüz liste yok: FIDE\'nin liste dosyasını seçin (players_list_foa.txt veya players_list_xml.xml, zipten çıkarılmış).' },
  import: { en: 'Import list', tr: 'Listeyi yükle' },
  find: { en: 'FIDE ID or name', tr: 'FIDE ID veya ad' },
  fill: { en: 'Fill from list', tr: 'Listeden doldur' },
  refresh: { en: 'Refresh ratings', tr: 'Reytingleri güncelle' },
  apply: { en: 'Apply the ticked changes', tr: 'İşaretli değişiklikleri uygula' },
  cancel: { en: 'Cancel', tr: 'Vazgeç' },
  byHand: { en: 'typed by hand: overwrite?', tr: 'elle yazılmış: üzerine yazılsın mı?' },
  noFile: { en: 'Choose the list file first.', tr: 'Önce liste dosyasını seçin.' },
  noPlayers: { en: 'There is no Players sheet: start an event first.', tr: 'Oyuncular sayfası yok: önce bir turnuva başlatın.' },
  noIds: { en: 'No FIDE ID typed in the Players sheet (column H).', tr: 'Oyuncular sayfasında FIDE ID yazılmamış (H sütunu).' },
  noChanges: { en: 'Every player already matches the list.', tr: 'Bütün oyuncular listeyle aynı.' },
};

export interface RatingListPanel {
  element: HTMLElement;
  /** Draws again (language, list state); the taskpane calls it after its own redraw. */
  update(): void;
  /** The look-ups the panel makes (the browser benchmark times them). */
  byId(id: number): Promise<StoredPlayer | undefined>;
  byName(query: string, limit?: number): Promise<StoredPlayer[]>;
}

export function createRatingListPanel(host: WorkbookHost, options: { lang: () => Lang; afterWrite: () => Promise<void> }): RatingListPanel {
  const el = document.createElement('details');
  el.className = 'section';
  el.id = 'ratinglist-section';
  let dbp: Promise<IDBDatabase> | undefined;
  const db = () => (dbp ??= openListDb());
  let info: ListInfo | undefined;
  let busy = false;
  let message: { text: string; kind: 'ok' | 'error' } | undefined;
  let progress: { read: number; total: number; players: number } | undefined;
  let results: StoredPlayer[] = [];
  let pending: { changes: Change[]; rows: Cell[][] } | undefined;
  const t = (x: { en: string; tr: string }) => x[options.lang()];
  const rateName = (r: Rate) => ({ standard: { en: 'standard', tr: 'klasik' }, rapid: { en: 'rapid', tr: 'hızlı' }, blitz: { en: 'blitz', tr: 'yıldırım' } })[r][options.lang()];

  function describe(i: ListInfo): string {
    const n = i.players.toLocaleString('en');
    return options.lang() === 'tr'
      ? `${i.source} (${i.format}${i.month ? `, ${i.month}` : ''}): ${n} oyuncu, ${i.importedAt.slice(0, 10)} tarihinde yüklendi`
      : `${i.source} (${i.format}${i.month ? `, ${i.month}` : ''}): ${n} players, imported ${i.importedAt.slice(0, 10)}`;
  }

  function draw() {
    const open = el.open;
    const dis = busy ? 'disabled' : '';
    const lang = options.lang();
    const prog = progress
      ? `<div class="note"><progress id="ratinglist-progress" max="1" value="${progress.total ? progress.read / progress.total : 1}"></progress> <span id="ratinglist-count">${progress.players.toLocaleString('en')}</span></div>`
      : '';
    const found = results.length
      ? `<table id="ratinglist-results" class="compact"><thead><tr><th>FIDE ID</th><th>${lang === 'tr' ? 'Ad' : 'Name'}</th><th>Fed</th><th>${lang === 'tr' ? 'Unvan' : 'Title'}</th><th>Std</th><th>Rpd</th><th>Blz</th><th>${lang === 'tr' ? 'Doğum' : 'Born'}</th></tr></thead><tbody>
        ${results.map((p) => `<tr><td>${p.id}</td><td>${h(p.name)}</td><td>${h(p.fed)}</td><td>${h(p.title || p.wTitle)}</td><td>${p.standard ?? ''}</td><td>${p.rapid ?? ''}</td><td>${p.blitz ?? ''}</td><td>${p.birthYear ?? ''}</td></tr>`).join('')}</tbody></table>`
      : '';
    const changes = pending
      ? `<table id="ratinglist-changes" class="compact"><thead><tr><th></th><th>${lang === 'tr' ? 'Hücre' : 'Cell'}</th><th>${lang === 'tr' ? 'Oyuncu' : 'Player'}</th><th>${lang === 'tr' ? 'Sayfada' : 'In the sheet'}</th><th>${lang === 'tr' ? 'Önceki liste' : 'Previous list'}</th><th>${lang === 'tr' ? 'Yeni liste' : 'New list'}</th></tr></thead><tbody>
        ${pending.changes.map((c, i) => `<tr class="${c.byHand ? 'by-hand' : ''}"><td><input type="checkbox" class="ratinglist-change" data-i="${i}" ${c.byHand ? '' : 'checked'}></td><td>${h(c.cell)}</td><td>${h(c.name)}</td><td>${h(String(c.sheet ?? ''))}${c.byHand ? ` <small>(${h(t(T.byHand))})</small>` : ''}</td><td>${h(String(c.previous ?? ''))}</td><td><b>${h(String(c.next ?? ''))}</b></td></tr>`).join('')}
        </tbody></table>
        <button id="ratinglist-apply" class="primary" ${dis}>${h(t(T.apply))}</button> <button id="ratinglist-cancel" ${dis}>${h(t(T.cancel))}</button>`
      : '';
    el.innerHTML = `<summary>${h(t(T.title))}</summary>
      <p class="note" id="ratinglist-info">${h(info ? describe(info) : t(T.none))}</p>
      <input type="file" id="ratinglist-file" accept=".txt,.xml"> <button id="ratinglist-import" ${dis}>${h(t(T.import))}</button>
      ${prog}
      <div id="ratinglist-message" class="message ${message?.kind ?? ''}" role="status">${h(message?.text ?? '')}</div>
      <label>${h(t(T.find))} <input id="ratinglist-query" autocomplete="off"></label>
      ${found}
      <div><button id="ratinglist-fill" ${dis} ${info ? '' : 'disabled'}>${h(t(T.fill))}</button> <button id="ratinglist-refresh" ${dis} ${info ? '' : 'disabled'}>${h(t(T.refresh))}</button></div>
      ${changes}`;
    el.open = open;
    el.dataset.busy = busy ? 'true' : 'false';
  }

  // the file input and the query keep their state across redraws: they are moved, not redrawn
  let fileInput: HTMLInputElement | undefined;
  let queryValue = '';
  function redraw() {
    const f = el.querySelector<HTMLInputElement>('#ratinglist-file');
    if (f) fileInput = f;
    draw();
    if (fileInput) el.querySelector('#ratinglist-file')!.replaceWith(fileInput);
    const q = el.querySelector<HTMLInputElement>('#ratinglist-query')!;
    q.value = queryValue;
  }

  async function rate(): Promise<Rate> {
    const s = await host.readSheet(SHEET.settings);
    const row = s?.values.find((r) => String(r[0] ?? '').trim() === 'rate');
    const v = String(row?.[2] ?? '').trim().toLowerCase();
    return v === 'rapid' || v === 'blitz' ? v : 'standard';
  }

  async function run(action: () => Promise<string | undefined>) {
    if (busy) return;
    busy = true;
    message = undefined;
    redraw();
    try {
      const text = await action();
      message = text ? { text, kind: 'ok' } : undefined;
    } catch (e) {
      message = { text: (e as Error).message, kind: 'error' };
    } finally {
      busy = false;
      progress = undefined;
      redraw();
    }
  }

  async function playersSheet() {
    const s = await host.readSheet(SHEET.players);
    if (!s) throw new Error(t(T.noPlayers));
    return s.formulas.map((r) => [...r]);
  }

  async function writePlayers(rows: Cell[][]) {
    await host.write({ put: [{ name: SHEET.players, rows, header: true, textColumns: [7, 9] }], remove: [] });
    await options.afterWrite();
  }

  el.addEventListener('click', async (ev) => {
    const b = (ev.target as HTMLElement).closest('button');
    if (!b || b.disabled) return;
    switch (b.id) {
      case 'ratinglist-import': {
        const file = (el.querySelector('#ratinglist-file') as HTMLInputElement).files?.[0];
        if (!file) {
          message = { text: t(T.noFile), kind: 'error' };
          redraw();
          return;
        }
        await run(async () => {
          let last = 0;
          progress = { read: 0, total: file.size, players: 0 };
          results = []; // found in the list being replaced
          pending = undefined;
          info = await importListFile(await db(), file, {
            onProgress: (read, total, players) => {
              progress = { read, total, players };
              const now = performance.now();
              if (now - last > 200) {
                last = now;
                const p = el.querySelector<HTMLProgressElement>('#ratinglist-progress');
                if (p) p.value = total ? read / total : 1;
                const c = el.querySelector('#ratinglist-count');
                if (c) c.textContent = players.toLocaleString('en');
              }
            },
          });
          return options.lang() === 'tr'
            ? `${info.players.toLocaleString('en')} oyuncu ${info.seconds.toFixed(1)} sn'de yüklendi.`
            : `${info.players.toLocaleString('en')} players imported in ${info.seconds.toFixed(1)} s.`;
        });
        return;
      }
      case 'ratinglist-fill':
        await run(async () => {
          const rows = await playersSheet();
          const ids = rowIds(rows);
          if (!ids.length) throw new Error(t(T.noIds));
          const r = await rate();
          const { current } = await playersByIds(await db(), ids);
          const out = fillRows(rows, current, r);
          if (out.filled.length) await writePlayers(out.rows);
          const missing = out.unknown.length ? (options.lang() === 'tr' ? ` Listede olmayan FIDE ID: ${out.unknown.join(', ')}.` : ` FIDE ID not in the list: ${out.unknown.join(', ')}.`) : '';
          return (options.lang() === 'tr'
            ? `${out.filled.length} hücre listeden dolduruldu (${rateName(r)} reytingi).`
            : `${out.filled.length} cells filled from the list (${rateName(r)} rating).`) + missing;
        });
        return;
      case 'ratinglist-refresh':
        await run(async () => {
          const rows = await playersSheet();
          const ids = rowIds(rows);
          if (!ids.length) throw new Error(t(T.noIds));
          const { current, previous } = await playersByIds(await db(), ids);
          const changes = refreshChanges(rows, current, previous, await rate());
          if (!changes.length) return t(T.noChanges);
          pending = { changes, rows };
          return options.lang() === 'tr' ? `${changes.length} değişiklik: işaretli olanlar uygulanacak.` : `${changes.length} changes: the ticked ones will be made.`;
        });
        return;
      case 'ratinglist-apply': {
        const p = pending;
        if (!p) return;
        const chosen = [...el.querySelectorAll<HTMLInputElement>('input.ratinglist-change')].filter((c) => c.checked).map((c) => p.changes[Number(c.dataset.i)]);
        pending = undefined;
        await run(async () => {
          // the sheet may have been edited meanwhile: apply only where it still shows what the table showed
          const now = await playersSheet();
          const still = chosen.filter((c) => String(now[c.row]?.[c.col] ?? '') === String(c.sheet ?? ''));
          if (still.length) await writePlayers(applyChanges(now, still));
          return options.lang() === 'tr' ? `${still.length} hücre güncellendi.` : `${still.length} cells updated.`;
        });
        return;
      }
      case 'ratinglist-cancel':
        pending = undefined;
        redraw();
        return;
    }
  });

  let seq = 0;
  el.addEventListener('input', async (ev) => {
    const q = ev.target as HTMLInputElement;
    if (q.id !== 'ratinglist-query') return;
    queryValue = q.value;
    const mine = ++seq;
    const v = q.value.trim();
    let found: StoredPlayer[] = [];
    if (v && info) {
      if (/^\d+$/.test(v)) {
        const p = await playerById(await db(), Number(v));
        found = p ? [p] : [];
      } else found = await playersByName(await db(), v, 20);
    }
    if (mine !== seq) return;
    results = found;
    redraw();
    const input = el.querySelector<HTMLInputElement>('#ratinglist-query')!;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  });

  void (async () => {
    try {
      info = await listInfo(await db());
    } catch {
      // no IndexedDB here (a private window): the panel says there is no list
    }
    redraw();
  })();
  redraw();
  return {
    element: el,
    update: redraw,
    byId: async (id) => playerById(await db(), id),
    byName: async (q, limit = 20) => playersByName(await db(), q, limit),
  };
}
