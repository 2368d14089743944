/**
 * The rating-list database of the command line: one SQLite file (better-sqlite3), default ~/.hakem/ratings.sqlite.
 *   players(id INTEGER PRIMARY KEY, fold, data)   with an index on fold (the folded name); data holds the player's
 *           fields in FIELDS order, tab-separated (an empty field: absent). One text column instead of twenty: SQLite
 *           builds and stores a row of three values in half the time, and two million rows are imported once a month
 *           but looked up a few at a time.
 *   meta(key PRIMARY KEY, value)   schema, source file, format, month, players, imported_at
 * An import writes a new file beside the old one and renames it over it at the end: a failed import leaves the
 * previous list as it was.
 */
import { isAscii } from 'node:buffer';
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

/** The layout of `data`; a database from before it (schema 1, a column a field) is refused with what to do. */
const SCHEMA = '2';
/** The fields of a ListPlayer in `data`, in this order. */
const FIELDS = ['name', 'fed', 'sex', 'title', 'wTitle', 'oTitle', 'foa', 'standard', 'standardGames', 'standardK', 'rapid', 'rapidGames', 'rapidK', 'blitz', 'blitzGames', 'blitzK', 'birthYear', 'flag'] as const;
const NUMBERS = new Set<string>(['standard', 'standardGames', 'standardK', 'rapid', 'rapidGames', 'rapidK', 'blitz', 'blitzGames', 'blitzK', 'birthYear']);

/** A text field in `data`: a tab (which no list holds, but an XML name could) becomes a blank. */
const clean = (v: string) => (v.includes('\t') ? v.replace(/\t/g, ' ') : v);
const num = (v: number | undefined) => (v === undefined ? '' : String(v));

function pack(p: ListPlayer): string {
  return `${clean(p.name)}\t${p.fed}\t${p.sex}\t${clean(p.title)}\t${clean(p.wTitle)}\t${clean(p.oTitle)}\t${clean(p.foa)}\t${num(p.standard)}\t${num(p.standardGames)}\t${num(p.standardK)}\t${num(p.rapid)}\t${num(p.rapidGames)}\t${num(p.rapidK)}\t${num(p.blitz)}\t${num(p.blitzGames)}\t${num(p.blitzK)}\t${num(p.birthYear)}\t${clean(p.flag)}`;
}

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
    db.pragma('page_size = 65536'); // fewer, larger pages: a tenth less work for two million rows
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.pragma('locking_mode = EXCLUSIVE');
    db.pragma('cache_size = -262144');
    db.exec(`CREATE TABLE players(id INTEGER PRIMARY KEY, fold TEXT NOT NULL, data TEXT NOT NULL);
      CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT);`);
    // a FIDE ID twice in a list: the later line wins (counted at the end: lines read less rows kept). Rows go in
    // ROWS at a time through one statement, fewer calls into SQLite
    const ROWS = 500;
    const insertMany = db.prepare(`INSERT OR REPLACE INTO players VALUES ${Array.from({ length: ROWS }, () => '(?,?,?)').join(',')}`);
    const insertOne = db.prepare('INSERT OR REPLACE INTO players VALUES (?,?,?)');
    const params: Array<string | number> = [];
    const add = (p: ListPlayer) => {
      params.push(p.id, foldName(p.name), pack(p));
      if (params.length === ROWS * 3) {
        insertMany.run(params);
        params.length = 0;
      }
    };
    const flush = () => {
      for (let i = 0; i < params.length; i += 3) insertOne.run(params[i], params[i + 1], params[i + 2]);
      params.length = 0;
    };
    const reader = new RatingListReader(add, { source: file, rate: options.rate });
    db.exec('BEGIN');
    const decoder = new TextDecoder('utf-8');
    let utf8 = false;
    let read = 0;
    let last = 0;
    for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 })) {
      const buf = chunk as Buffer;
      read += buf.length;
      // FIDE's TXT lists are ASCII: until a piece that is not, each is taken as its bytes (Latin-1, the same text for
      // ASCII) without UTF-8 decoding; from the first other byte on, the decoder reads every piece (a character may
      // straddle two)
      utf8 ||= !isAscii(buf);
      reader.push(utf8 ? decoder.decode(buf, { stream: true }) : buf.toString('latin1'));
      const now = performance.now();
      if (options.onProgress && now - last > 150) {
        last = now;
        options.onProgress(read, total, reader.count);
      }
    }
    reader.push(decoder.decode());
    reader.end();
    flush();
    if (reader.count === 0) throw new InputError('the list holds no player', undefined, undefined, file);
    db.exec('COMMIT');
    db.exec('CREATE INDEX players_fold ON players(fold)');
    const meta = db.prepare('INSERT INTO meta VALUES (?, ?)');
    const players = (db.prepare('SELECT count(*) AS n FROM players').get() as { n: number }).n;
    const duplicates = reader.count - players;
    for (const [k, v] of [['schema', SCHEMA], ['source', basename(file)], ['format', reader.format ?? ''], ['month', reader.month ?? ''], ['players', String(players)], ['imported_at', new Date().toISOString()]]) meta.run(k, v);
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

interface Row { id: number; data: string }

function toPlayer(r: Row): ListPlayer {
  const v = r.data.split('\t');
  const p: ListPlayer = { id: r.id, name: '', fed: '', sex: '', title: '', wTitle: '', oTitle: '', foa: '', flag: '' };
  FIELDS.forEach((f, i) => {
    if (NUMBERS.has(f)) { if (v[i] !== '' && v[i] !== undefined) (p as unknown as Record<string, number>)[f] = Number(v[i]); }
    else (p as unknown as Record<string, string>)[f] = v[i] ?? '';
  });
  return p;
}

/** An open database for look-ups. */
export class RatingDb {
  private readonly db: Database.Database;
  private readonly byId: Database.Statement;
  private readonly byName: Database.Statement;
  static async open(path: string): Promise<RatingDb> {
    if (!existsSync(path)) throw new InputError(`no rating list imported yet (hakem players import-list FILE)`, undefined, undefined, path);
    const db = await open(path, { readonly: true, fileMustExist: true });
    let schema: string | undefined;
    try {
      schema = (db.prepare("SELECT value FROM meta WHERE key = 'schema'").get() as { value: string } | undefined)?.value;
    } catch {
      db.close();
      throw new InputError('not a rating list database of Hakem (hakem players import-list FILE makes one)', undefined, undefined, path);
    }
    if (schema !== SCHEMA) {
      db.close();
      throw new InputError('the rating list was imported by an older Hakem, whose database this one does not read: import the list again (hakem players import-list FILE)', undefined, undefined, path);
    }
    return new RatingDb(db);
  }
  private constructor(db: Database.Database) {
    this.db = db;
    this.byId = this.db.prepare('SELECT id, data FROM players WHERE id = ?');
    this.byName = this.db.prepare('SELECT id, data FROM players WHERE fold >= ? AND fold < ? ORDER BY fold, id LIMIT ?');
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
