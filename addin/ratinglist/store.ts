/**
 * The taskpane's rating list: FIDE's list file read in the browser (File.stream(), engine/ratinglist/reader.ts) into
 * the browser's own database, IndexedDB "hakem-ratinglist". One record per player costs about 0.1 ms a put in
 * Chromium (over three minutes for two million), so players are stored in blocks, written a chunk of 250,000 players
 * at a time (about 8,000 puts a chunk):
 *   ids0, ids1      by FIDE ID: key [id mod 2048, chunk] → the chunk's players of that bucket, as text, a line each
 *                   (a look-up reads one bucket: about 1,000 players for two million; 4,096 buckets of arrays before
 *                   issue 36: half as many puts now, for a look-up still about 1 ms);
 *   names0, names1  by name: each chunk sorted by folded name and cut into pages of 128, key [chunk, first folded
 *                   name, page] (a prefix search reads at most three pages a chunk);
 *   meta            'current' → { gen, source, format, month, players, importedAt, seconds }, and 'previous'.
 * Two generations: a new list goes into the older one (cleared first), then becomes current; the list before stays,
 * and "refresh ratings" compares a cell with it (a cell that differs from the previous list's value was typed by hand).
 */
import { foldName, prefixEnd } from '../../engine/ratinglist/fold';
import { RatingListReader } from '../../engine/ratinglist/reader';
import type { ListPlayer, Rate } from '../../engine/ratinglist/types';

const DB_NAME = 'hakem-ratinglist';
const GENS = ['0', '1'] as const;
type Gen = (typeof GENS)[number];
const BUCKETS = 2048;
const CHUNK = 250_000;
const PAGE = 128;
/**
 * One player packed as one line of text: id, name, (an empty field where the folded name stood), fed, sex, title,
 * wTitle, standard, rapid, blitz, birthYear, flag, tab-separated (an empty field: absent); a block is its players'
 * lines joined by newlines. A name page holds only `fold<TAB>id` a player: the details are read by id. IndexedDB copies a
 * string of a block in one piece, where an array of twelve values a player was cloned value by value (the import's
 * largest cost in Chromium).
 */
type Block = string;
/** A player as stored: the list's fields the Players sheet and the refresh use. */
export interface StoredPlayer {
  id: number;
  name: string;
  fold: string;
  fed: string;
  sex: string;
  title: string;
  wTitle: string;
  standard?: number;
  rapid?: number;
  blitz?: number;
  birthYear?: number;
  flag: string;
}

export interface ListInfo { gen: Gen; source: string; format: string; month?: string; players: number; importedAt: string; seconds: number }

const req = <T>(r: IDBRequest<T>) => new Promise<T>((resolve, reject) => {
  r.onsuccess = () => resolve(r.result);
  r.onerror = () => reject(r.error);
});
const done = (tx: IDBTransaction) => new Promise<void>((resolve, reject) => {
  tx.oncomplete = () => resolve();
  tx.onerror = () => reject(tx.error);
  tx.onabort = () => reject(tx.error ?? new Error('transaction aborted'));
});

export function openListDb(name = DB_NAME): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const r = indexedDB.open(name, 4); // 4: blocks as text, 2,048 buckets, pages of 128 (3: arrays; an older layout is dropped, the list imported again)
    r.onupgradeneeded = () => {
      const db = r.result;
      for (const old of [...db.objectStoreNames]) db.deleteObjectStore(old);
      for (const g of GENS) {
        db.createObjectStore(`ids${g}`);
        db.createObjectStore(`names${g}`);
      }
      db.createObjectStore('meta');
    };
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });
}

/** A text field in a block: tabs and line ends (which no list holds, but an XML name could) become blanks. */
const clean = (v: string) => (/[\t\r\n]/.test(v) ? v.replace(/[\t\r\n]/g, ' ') : v);
const num = (v: number | undefined) => (v === undefined ? '' : String(v));

function pack(p: ListPlayer): string {
  return `${p.id}\t${clean(p.name)}\t\t${p.fed}\t${p.sex}\t${clean(p.title)}\t${clean(p.wTitle)}\t${num(p.standard)}\t${num(p.rapid)}\t${num(p.blitz)}\t${num(p.birthYear)}\t${clean(p.flag)}`;
}

function unpack(line: string): StoredPlayer {
  const a = line.split('\t');
  // the folded name is not stored (a look-up folds the few names it returns): a tenth less to write
  const s: StoredPlayer = { id: Number(a[0]), name: a[1], fold: foldName(a[1]), fed: a[3], sex: a[4], title: a[5], wTitle: a[6], flag: a[11] ?? '' };
  if (a[7]) s.standard = Number(a[7]);
  if (a[8]) s.rapid = Number(a[8]);
  if (a[9]) s.blitz = Number(a[9]);
  if (a[10]) s.birthYear = Number(a[10]);
  return s;
}

/** The id of a packed line, read without splitting it (a look-up scans a bucket of about 500). */
const idOf = (line: string) => Number(line.slice(0, line.indexOf('\t')));

export async function listInfo(db: IDBDatabase, which: 'current' | 'previous' = 'current'): Promise<ListInfo | undefined> {
  return req(db.transaction('meta').objectStore('meta').get(which)) as Promise<ListInfo | undefined>;
}

/**
 * Reads a list file into the older generation and makes it the current list. `onProgress(bytes, total, players)`.
 * A damaged file or one of another format stops the import with the reader's message (line and column); the current
 * list stays as it was.
 */
export async function importListFile(db: IDBDatabase, file: Blob & { name?: string }, options: { rate?: Rate; onProgress?: (read: number, total: number, players: number) => void } = {}): Promise<ListInfo> {
  const t0 = performance.now();
  const current = await listInfo(db);
  const gen: Gen = current?.gen === '0' ? '1' : '0';
  await done(clearTx(db, gen));
  let batch: ListPlayer[] = [];
  let chunk = 0;
  let inFlight: Promise<void> | undefined;
  const flush = async () => {
    const rows = batch;
    batch = [];
    if (!rows.length) return;
    const c = chunk++;
    const buckets = new Map<number, string[]>();
    const lines: Array<{ fold: string; id: number }> = new Array(rows.length);
    for (let i = 0; i < rows.length; i++) {
      const p = rows[i];
      lines[i] = { fold: foldName(p.name), id: p.id };
      const b = p.id % BUCKETS;
      let a = buckets.get(b);
      if (!a) buckets.set(b, (a = []));
      a.push(pack(p));
    }
    const sorted = lines.sort((x, y) => (x.fold < y.fold ? -1 : x.fold > y.fold ? 1 : x.id - y.id));
    if (inFlight) await inFlight; // one transaction writing while the next chunk is read
    const tx = db.transaction([`ids${gen}`, `names${gen}`], 'readwrite', { durability: 'relaxed' });
    const ids = tx.objectStore(`ids${gen}`);
    for (const [b, a] of buckets) ids.put(a.join('\n') as Block, [b, c]);
    const names = tx.objectStore(`names${gen}`);
    for (let i = 0, n = 0; i < sorted.length; i += PAGE, n++) {
      const page = sorted.slice(i, i + PAGE);
      names.put(page.map((x) => `${x.fold}\t${x.id}`).join('\n') as Block, [c, page[0].fold, n]);
    }
    inFlight = done(tx);
  };
  const reader = new RatingListReader((p) => { batch.push(p); }, { source: file.name, rate: options.rate });
  const decoder = new TextDecoder('utf-8');
  const total = file.size;
  let read = 0;
  try {
    const stream = file.stream().getReader();
    for (;;) {
      const { value, done: end } = await stream.read();
      if (end) break;
      read += value.byteLength;
      reader.push(decoder.decode(value, { stream: true }));
      options.onProgress?.(read, total, reader.count);
      if (batch.length >= CHUNK) await flush();
    }
    reader.push(decoder.decode());
    reader.end();
    if (reader.count === 0) throw new Error(`${file.name ?? 'the file'}: the list holds no player`);
    await flush();
    await inFlight;
  } catch (e) {
    await inFlight?.catch(() => undefined);
    await done(clearTx(db, gen));
    // the generation written into held the list before the current one: it is gone, say so
    const tx = db.transaction('meta', 'readwrite');
    tx.objectStore('meta').delete('previous');
    await done(tx);
    throw e;
  }
  options.onProgress?.(total, total, reader.count);
  const info: ListInfo = {
    gen, source: file.name ?? '', format: reader.format ?? '', ...(reader.month ? { month: reader.month } : {}),
    players: reader.count, importedAt: new Date().toISOString(), seconds: (performance.now() - t0) / 1000,
  };
  const tx = db.transaction('meta', 'readwrite');
  if (current) tx.objectStore('meta').put(current, 'previous');
  else tx.objectStore('meta').delete('previous');
  tx.objectStore('meta').put(info, 'current');
  await done(tx);
  return info;
}

function clearTx(db: IDBDatabase, gen: Gen): IDBTransaction {
  const tx = db.transaction([`ids${gen}`, `names${gen}`], 'readwrite');
  tx.objectStore(`ids${gen}`).clear();
  tx.objectStore(`names${gen}`).clear();
  return tx;
}

/** Looks ids up in one generation's id store (one bucket read per id, all in one transaction). */
async function lookUp(db: IDBDatabase, gen: Gen, ids: number[]): Promise<Map<number, StoredPlayer>> {
  const os = db.transaction(`ids${gen}`).objectStore(`ids${gen}`);
  const out = new Map<number, StoredPlayer>();
  await Promise.all(ids.map(async (id) => {
    const b = id % BUCKETS;
    const blocks = (await req(os.getAll(IDBKeyRange.bound([b, -Infinity], [b, Infinity])))) as Block[];
    // a later chunk wins, as a later line of the file would
    for (const block of blocks) for (const line of block.split('\n')) if (idOf(line) === id) out.set(id, unpack(line));
  }));
  return out;
}

/** A player of the current list (or of the previous one) by FIDE ID. */
export async function playerById(db: IDBDatabase, id: number, which: 'current' | 'previous' = 'current'): Promise<StoredPlayer | undefined> {
  const info = await listInfo(db, which);
  if (!info) return undefined;
  return (await lookUp(db, info.gen, [id])).get(id);
}

/** Players of the current list whose folded name starts with the folded query, in name order. */
export async function playersByName(db: IDBDatabase, query: string, limit = 20): Promise<StoredPlayer[]> {
  const info = await listInfo(db);
  const f = foldName(query);
  if (!info || f === '') return [];
  const os = db.transaction(`names${info.gen}`).objectStore(`names${info.gen}`);
  const chunks = Math.ceil(info.players / CHUNK);
  const pagesNeeded = Math.ceil(limit / PAGE) + 1;
  const found: Array<{ fold: string; id: number }> = [];
  await Promise.all(Array.from({ length: chunks }, async (_, c) => {
    // the page before the prefix (its end may match) and the pages that start inside it
    const before = new Promise<Block | undefined>((resolve, reject) => {
      const r = os.openCursor(IDBKeyRange.bound([c], [c, f], false, true), 'prev');
      r.onsuccess = () => resolve(r.result ? (r.result.value as Block) : undefined);
      r.onerror = () => reject(r.error);
    });
    const inside = req(os.getAll(IDBKeyRange.bound([c, f], [c, prefixEnd(f)], false, true), pagesNeeded)) as Promise<Block[]>;
    for (const block of [await before, ...(await inside)]) {
      if (!block) continue;
      for (const line of block.split('\n')) {
        const tab = line.indexOf('\t');
        const fold = line.slice(0, tab);
        if (fold.startsWith(f)) found.push({ fold, id: Number(line.slice(tab + 1)) });
      }
    }
  }));
  // the first `limit` by name (a name twice in two chunks: once), then their details by id
  const first = found.sort((x, y) => (x.fold < y.fold ? -1 : x.fold > y.fold ? 1 : x.id - y.id)).filter((x, i, a) => i === 0 || a[i - 1].id !== x.id).slice(0, limit);
  const byId = await lookUp(db, info.gen, first.map((x) => x.id));
  return first.map((x) => byId.get(x.id)).filter((p): p is StoredPlayer => p !== undefined);
}

/** Many players at once, current and previous list (the Players sheet's fill and refresh). */
export async function playersByIds(db: IDBDatabase, ids: number[]): Promise<{ current: Map<number, StoredPlayer>; previous: Map<number, StoredPlayer> }> {
  const cur = await listInfo(db);
  const prev = await listInfo(db, 'previous');
  return {
    current: cur ? await lookUp(db, cur.gen, ids) : new Map(),
    previous: prev && prev.gen !== cur?.gen ? await lookUp(db, prev.gen, ids) : new Map(),
  };
}
