/**
 * The taskpane's rating list: FIDE's list file read in the browser (File.stream(), engine/ratinglist/reader.ts) into
 * the browser's own database, IndexedDB "hakem-ratinglist":
 *   gen0, gen1   two generations of the list (the current one and the one before it), each an object store keyed by
 *                FIDE ID with an index on the folded name; a new list goes into the older generation, which is
 *                cleared first, then becomes the current one. The previous list is what "refresh ratings" compares a
 *                cell with: a cell that differs from the previous list's value was typed by hand.
 *   meta         'current' → { gen, source, format, month, players, importedAt } (and 'previous')
 */
import { foldName, prefixEnd } from '../../engine/ratinglist/fold';
import { RatingListReader } from '../../engine/ratinglist/reader';
import type { ListPlayer, Rate } from '../../engine/ratinglist/types';

const DB_NAME = 'hakem-ratinglist';
const GENS = ['gen0', 'gen1'] as const;
type Gen = (typeof GENS)[number];

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
    const r = indexedDB.open(name, 1);
    r.onupgradeneeded = () => {
      const db = r.result;
      for (const g of GENS) db.createObjectStore(g, { keyPath: 'id' }).createIndex('fold', 'fold');
      db.createObjectStore('meta');
    };
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });
}

function stored(p: ListPlayer): StoredPlayer {
  const s: StoredPlayer = { id: p.id, name: p.name, fold: foldName(p.name), fed: p.fed, sex: p.sex, title: p.title, wTitle: p.wTitle, flag: p.flag };
  if (p.standard !== undefined) s.standard = p.standard;
  if (p.rapid !== undefined) s.rapid = p.rapid;
  if (p.blitz !== undefined) s.blitz = p.blitz;
  if (p.birthYear !== undefined) s.birthYear = p.birthYear;
  return s;
}

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
  const gen: Gen = current?.gen === 'gen0' ? 'gen1' : 'gen0';
  await done(clearTx(db, gen));
  let batch: StoredPlayer[] = [];
  let inFlight: Promise<void> | undefined;
  const flush = async () => {
    const rows = batch;
    batch = [];
    if (inFlight) await inFlight; // one transaction writing while the next batch is read
    const tx = db.transaction(gen, 'readwrite', { durability: 'relaxed' });
    const os = tx.objectStore(gen);
    for (const r of rows) os.put(r);
    inFlight = done(tx);
  };
  const reader = new RatingListReader((p) => { batch.push(stored(p)); }, { source: file.name, rate: options.rate });
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
      if (batch.length >= 20_000) {
        await flush();
        options.onProgress?.(read, total, reader.count);
      }
    }
    reader.push(decoder.decode());
    reader.end();
    if (reader.count === 0) throw new Error(`${file.name ?? 'the file'}: the list holds no player`);
    await flush();
    await inFlight;
  } catch (e) {
    await inFlight?.catch(() => undefined);
    await done(clearTx(db, gen));
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
  const tx = db.transaction(gen, 'readwrite');
  tx.objectStore(gen).clear();
  return tx;
}

/** A player of the current list (or of the previous one) by FIDE ID. */
export async function playerById(db: IDBDatabase, id: number, which: 'current' | 'previous' = 'current'): Promise<StoredPlayer | undefined> {
  const info = await listInfo(db, which);
  if (!info) return undefined;
  return req(db.transaction(info.gen).objectStore(info.gen).get(id)) as Promise<StoredPlayer | undefined>;
}

/** Players of the current list whose folded name starts with the folded query, in name order. */
export async function playersByName(db: IDBDatabase, query: string, limit = 20): Promise<StoredPlayer[]> {
  const info = await listInfo(db);
  const f = foldName(query);
  if (!info || f === '') return [];
  const index = db.transaction(info.gen).objectStore(info.gen).index('fold');
  return req(index.getAll(IDBKeyRange.bound(f, prefixEnd(f), false, true), limit)) as Promise<StoredPlayer[]>;
}

/** Many players at once, current and previous list, in one transaction each (the Players sheet's refresh). */
export async function playersByIds(db: IDBDatabase, ids: number[]): Promise<{ current: Map<number, StoredPlayer>; previous: Map<number, StoredPlayer> }> {
  const out = { current: new Map<number, StoredPlayer>(), previous: new Map<number, StoredPlayer>() };
  for (const which of ['current', 'previous'] as const) {
    const info = await listInfo(db, which);
    if (!info) continue;
    const os = db.transaction(info.gen).objectStore(info.gen);
    const found = await Promise.all(ids.map((id) => req(os.get(id)) as Promise<StoredPlayer | undefined>));
    found.forEach((p) => { if (p) out[which].set(p.id, p); });
  }
  return out;
}
