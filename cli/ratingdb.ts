/**
 * The rating-list database of the command line: one SQLite file (better-sqlite3), default ~/.hakem/ratings.sqlite.
 *   players(id INTEGER PRIMARY KEY, name, fold, fed, sex, title, wtitle, otitle, foa, std, std_games, std_k,
 *           rpd, rpd_games, rpd_k, blz, blz_games, blz_k, byear, flag)   with an index on fold (folded name)
 *   meta(key PRIMARY KEY, value)   source file, format, month, players, imported_at
 * An import writes a new file beside the old one and renames it over it at the end: a failed import leaves the
 * previous list as it was.
 */
import { createReadStream, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import type Database from 'better-sqlite3';
import { foldName, prefixEnd } from '../engine/ratinglist/fold';
import { RatingListReader } from '../engine/ratinglist/reader';
import type { ListPlayer, Rate } from '../engine/ratinglist/types';
import { InputError } from '../engine/trf/errors';

export const DEFAULT_DB = join(homedir(), '.hakem', 'ratings.sqlite');

/** The native module, loaded only by `hakem players` (webpack keeps it external, like exceljs). */
async function open(path: string, options?: Database.Options): Promise<Database.Database> {
  const Sqlite = (await import('better-sqlite3')).default;
  return new Sqlite(path, options);
}

const COLUMNS = ['id', 'name', 'fold', 'fed', 'sex', 'title', 'wtitle', 'otitle', 'foa', 'std', 'std_games', 'std_k', 'rpd', 'rpd_games', 'rpd_k', 'blz', 'blz_games', 'blz_k', 'byear', 'flag'] as const;

export interface ImportResult { players: number; format: string; month?: string; seconds: number; duplicates: number }

/** Imports a list file into `dbPath` (replacing what it held); `onProgress(bytesRead, totalBytes, players)`. */
export async function importList(file: string, dbPath: string, options: { rate?: Rate; onProgress?: (read: number, total: number, players: number) => void } = {}): Promise<ImportResult> {
  const t0 = performance.now();
  const total = statSync(file).size;
  mkdirSync(dirname(dbPath), { recursive: true });
  const tmp = join(dirname(dbPath), `.${basename(dbPath)}.${process.pid}.importing`);
  rmSync(tmp, { force: true });
  const db = await open(tmp);
  let ok = false;
  try {
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.pragma('locking_mode = EXCLUSIVE');
    db.pragma('cache_size = -262144');
    db.exec(`CREATE TABLE players(id INTEGER PRIMARY KEY, name TEXT NOT NULL, fold TEXT NOT NULL, fed TEXT, sex TEXT, title TEXT, wtitle TEXT, otitle TEXT, foa TEXT,
      std INTEGER, std_games INTEGER, std_k INTEGER, rpd INTEGER, rpd_games INTEGER, rpd_k INTEGER, blz INTEGER, blz_games INTEGER, blz_k INTEGER, byear INTEGER, flag TEXT);
      CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT);`);
    // a FIDE ID twice in a list: the later line wins (counted and said)
    const insert = db.prepare(`INSERT OR REPLACE INTO players VALUES (${COLUMNS.map(() => '?').join(',')})`);
    let duplicates = 0;
    const add = (p: ListPlayer) => {
      const r = insert.run(p.id, p.name, foldName(p.name), p.fed, p.sex, p.title, p.wTitle, p.oTitle, p.foa,
        p.standard ?? null, p.standardGames ?? null, p.standardK ?? null, p.rapid ?? null, p.rapidGames ?? null, p.rapidK ?? null,
        p.blitz ?? null, p.blitzGames ?? null, p.blitzK ?? null, p.birthYear ?? null, p.flag);
      if (r.changes > 1) duplicates++;
    };
    const reader = new RatingListReader(add, { source: file, rate: options.rate });
    db.exec('BEGIN');
    const decoder = new TextDecoder('utf-8');
    let read = 0;
    let last = 0;
    for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 })) {
      const buf = chunk as Buffer;
      read += buf.length;
      reader.push(decoder.decode(buf, { stream: true }));
      const now = performance.now();
      if (options.onProgress && now - last > 150) {
        last = now;
        options.onProgress(read, total, reader.count);
      }
    }
    reader.push(decoder.decode());
    reader.end();
    if (reader.count === 0) throw new InputError('the list holds no player', undefined, undefined, file);
    db.exec('COMMIT');
    db.exec('CREATE INDEX players_fold ON players(fold)');
    const meta = db.prepare('INSERT INTO meta VALUES (?, ?)');
    const players = (db.prepare('SELECT count(*) AS n FROM players').get() as { n: number }).n;
    for (const [k, v] of [['source', basename(file)], ['format', reader.format ?? ''], ['month', reader.month ?? ''], ['players', String(players)], ['imported_at', new Date().toISOString()]]) meta.run(k, v);
    options.onProgress?.(total, total, reader.count);
    db.close();
    renameSync(tmp, dbPath);
    ok = true;
    return { players, format: reader.format ?? '', ...(reader.month ? { month: reader.month } : {}), seconds: (performance.now() - t0) / 1000, duplicates };
  } finally {
    if (!ok) {
      if (db.open) db.close();
      rmSync(tmp, { force: true });
    }
  }
}

export interface FoundPlayer extends ListPlayer {}

interface Row { id: number; name: string; fed: string; sex: string; title: string; wtitle: string; otitle: string; foa: string; std: number | null; std_games: number | null; std_k: number | null; rpd: number | null; rpd_games: number | null; rpd_k: number | null; blz: number | null; blz_games: number | null; blz_k: number | null; byear: number | null; flag: string }

function toPlayer(r: Row): ListPlayer {
  const p: ListPlayer = { id: r.id, name: r.name, fed: r.fed, sex: r.sex, title: r.title, wTitle: r.wtitle, oTitle: r.otitle, foa: r.foa, flag: r.flag };
  const set = (k: keyof ListPlayer, v: number | null) => { if (v !== null) (p as unknown as Record<string, number>)[k] = v; };
  set('standard', r.std); set('standardGames', r.std_games); set('standardK', r.std_k);
  set('rapid', r.rpd); set('rapidGames', r.rpd_games); set('rapidK', r.rpd_k);
  set('blitz', r.blz); set('blitzGames', r.blz_games); set('blitzK', r.blz_k);
  set('birthYear', r.byear);
  return p;
}

/** An open database for look-ups. */
export class RatingDb {
  private readonly db: Database.Database;
  private readonly byId: Database.Statement;
  private readonly byName: Database.Statement;
  static async open(path: string): Promise<RatingDb> {
    if (!existsSync(path)) throw new InputError(`no rating list imported yet (hakem players import-list FILE)`, undefined, undefined, path);
    return new RatingDb(await open(path, { readonly: true, fileMustExist: true }));
  }
  private constructor(db: Database.Database) {
    this.db = db;
    this.byId = this.db.prepare('SELECT * FROM players WHERE id = ?');
    this.byName = this.db.prepare('SELECT * FROM players WHERE fold >= ? AND fold < ? ORDER BY fold, id LIMIT ?');
  }
  meta(): Record<string, string> {
    return Object.fromEntries((this.db.prepare('SELECT key, value FROM meta').all() as Array<{ key: string; value: string }>).map((r) => [r.key, r.value]));
  }
  byFideId(id: number): ListPlayer | undefined {
    const r = this.byId.get(id) as Row | undefined;
    return r ? toPlayer(r) : undefined;
  }
  /** Players whose folded name starts with the folded query, in name order. */
  byNamePrefix(query: string, limit: number): ListPlayer[] {
    const f = foldName(query);
    if (f === '') return [];
    return (this.byName.all(f, prefixEnd(f), limit) as Row[]).map(toPlayer);
  }
  close() {
    this.db.close();
  }
}
