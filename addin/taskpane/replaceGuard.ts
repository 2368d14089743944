/**
 * Nothing is lost (issue 34): before Create (or an import) writes a new event over the one in the workbook, the
 * arbiter is told what goes ("17 players, 3 rounds, results of round 3") and a copy of it is kept that brings it back.
 * Bringing a copy back keeps the event it replaces the same way, so every replacement can be undone.
 *
 * Where the copy is kept is the host's business (an EventKeeper): the standalone page keeps it in the browser's event
 * store (addin/standalone/eventStore.ts), Excel in a hidden sheet of the workbook itself (`sheetKeeper` below), so it
 * travels with the file.
 */
import type { Cell, SheetContent, WorkbookHost } from '../host/types';
import { KEEP_UI, type Text } from '../i18n';
import { fullWorkbook, ROUND_SHEET, SHEET, type WorkbookState } from '../workbook/layout';
import { readWorkbook } from '../workbook/read';
import { NORMS_SHEET } from '../workbook/norms';
import { TEAMS_SHEET, type TeamWorkbookState } from '../workbook/team';
import { isPending } from '../../engine/model/results';

/** The sheets that hold an event: the ones Create writes or removes (layout.ts fullWorkbook, team.ts fullTeamWorkbook). */
export function isEventSheet(name: string): boolean {
  return ROUND_SHEET.test(name) || (Object.values(SHEET) as unknown[]).includes(name) || name === TEAMS_SHEET || name === NORMS_SHEET;
}

/** An event as kept: its sheets as they were, and what it was, in words. */
export interface KeptEvent {
  name: string;
  /** "17 players, 3 rounds, results of round 3". */
  summary: Text;
  /** ISO time it was kept. */
  keptAt: string;
  sheets: SheetContent[];
  /** The sheet that was shown. */
  active?: string;
}

export interface KeptInfo {
  id: string;
  name: string;
  summary: Text;
  keptAt: string;
}

/** Where replaced events are kept. */
export interface EventKeeper {
  keep(event: KeptEvent): Promise<KeptInfo>;
  /** The copies kept, newest first. */
  list(): Promise<KeptInfo[]>;
  get(id: string): Promise<KeptEvent | undefined>;
  drop(id: string): Promise<void>;
}

/** What the workbook's event is, in words; undefined when there is nothing to lose (no players, no rounds). */
export function describeEvent(state: WorkbookState | undefined, team: TeamWorkbookState | undefined): { name: string; summary: Text } | undefined {
  if (team) {
    const e = team.event;
    if (!e.teams.length && !e.rounds.length) return undefined;
    const withResults = [...e.rounds].reverse().find((r) => r.matches.some((m) => m.forfeit || m.boards.some((b) => b.result !== '' || b.opponentResult !== '')));
    return { name: team.settings.info.name ?? '', summary: KEEP_UI.teamSummary(e.teams.length, e.rounds.length, withResults?.number) };
  }
  if (!state) return undefined;
  const t = state.tournament;
  if (!t.players.length && !t.rounds.length) return undefined;
  const withResults = [...t.rounds].reverse().find((r) => r.games.some((g) => !isPending(g)));
  return { name: t.info.name ?? state.settings.info.name ?? '', summary: KEEP_UI.summary(t.players.length, t.rounds.length, withResults?.number) };
}

/**
 * The event's sheets as they stand. A host that keeps its sheets' formatting gives them whole; otherwise they are read
 * back (the formulas, not their values) and a column that holds only text is kept as text, so "1-0" stays "1-0".
 */
export async function snapshotEvent(host: WorkbookHost): Promise<SheetContent[]> {
  const names = (await host.sheetNames()).filter(isEventSheet);
  if (host.contents) return host.contents(names);
  // the formatting Hakem gives these sheets (text columns, the results drop-downs), where the event reads
  const made = new Map<string, SheetContent>();
  try {
    const r = await readWorkbook(host);
    if (r.kind === 'ok') for (const c of fullWorkbook(r.state, []).put) made.set(c.name, c);
  } catch {
    // an event Hakem cannot read is kept cell by cell all the same
  }
  const out: SheetContent[] = [];
  for (const name of names) {
    const read = await host.readSheet(name);
    if (!read) continue;
    const m = made.get(name);
    const textColumns = [...new Set([...textOnlyColumns(read.formulas), ...(m?.textColumns ?? [])])].sort((a, b) => a - b);
    out.push({ name, rows: read.formulas, header: true, textColumns, ...(m?.validations?.length ? { validations: m.validations } : {}) });
  }
  return out;
}

/** Columns whose cells are all text (no number, no formula): written back as text. */
export function textOnlyColumns(rows: Cell[][]): number[] {
  const width = Math.max(0, ...rows.map((r) => r.length));
  const out: number[] = [];
  for (let c = 0; c < width; c++) {
    const cells = rows.slice(1).map((r) => r[c]).filter((x) => x !== null && x !== undefined && x !== '');
    if (cells.length && cells.every((x) => typeof x === 'string' && !x.startsWith('='))) out.push(c);
  }
  return out;
}

/** The write that puts a kept event back: its sheets, and the current event's other sheets removed. */
export function restorePlan(kept: KeptEvent, currentSheets: string[]) {
  const names = new Set(kept.sheets.map((s) => s.name));
  return {
    // a sheet the current event lacks goes back to its place: before the next kept sheet the workbook has now
    put: kept.sheets.map((s, i) => {
      const next = kept.sheets.slice(i + 1).find((x) => currentSheets.includes(x.name));
      return { ...s, rows: s.rows.map((r) => [...r]), ...(next ? { before: next.name } : {}) };
    }),
    remove: currentSheets.filter((n) => isEventSheet(n) && !names.has(n)),
    ...(kept.active && names.has(kept.active) ? { activate: kept.active } : {}),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Excel: the copy is kept in the workbook, one hidden sheet per replaced event

/** "Hakem kept 1", "Hakem kept 2", …: hidden sheets; cell A1 says what the copy is, A2… hold it. */
export const KEPT_SHEET = /^Hakem kept (\d+)$/;
/** Below Excel's 32,767 characters a cell. */
const CHUNK = 30_000;
/** Every cell starts with it, so no chunk of the copy ever reads as a formula or a number. */
const MARK = '|';

export function keptSheet(name: string, event: KeptEvent): SheetContent {
  const json = JSON.stringify(event);
  const rows: Cell[][] = [[`${MARK}${JSON.stringify({ name: event.name, summary: event.summary, keptAt: event.keptAt })}`]];
  for (let i = 0; i < json.length; i += CHUNK) rows.push([MARK + json.slice(i, i + CHUNK)]);
  return { name, rows, textColumns: [0], hidden: true };
}

function fromCell(c: Cell | undefined): string {
  if (typeof c !== 'string' || !c.startsWith(MARK)) throw new Error('not a kept copy');
  return c.slice(MARK.length);
}

/** Kept copies as hidden sheets of the workbook (Excel): they travel with the file and survive closing it. */
export function sheetKeeper(host: WorkbookHost): EventKeeper {
  const names = async () => (await host.sheetNames()).filter((n) => KEPT_SHEET.test(n));
  const info = async (name: string): Promise<KeptInfo | undefined> => {
    const read = await host.readSheet(name);
    try {
      const head = JSON.parse(fromCell(read?.formulas[0]?.[0])) as Omit<KeptInfo, 'id'>;
      return { id: name, ...head };
    } catch {
      return undefined;
    }
  };
  return {
    async keep(event) {
      const taken = (await names()).map((n) => Number(KEPT_SHEET.exec(n)![1]));
      const name = `Hakem kept ${Math.max(0, ...taken) + 1}`;
      await host.write({ put: [keptSheet(name, event)], remove: [] });
      return { id: name, name: event.name, summary: event.summary, keptAt: event.keptAt };
    },
    async list() {
      const out: KeptInfo[] = [];
      for (const n of await names()) {
        const i = await info(n);
        if (i) out.push(i);
      }
      return out.sort((a, b) => (a.keptAt < b.keptAt ? 1 : -1));
    },
    async get(id) {
      const read = await host.readSheet(id);
      if (!read) return undefined;
      try {
        return JSON.parse(read.formulas.slice(1).map((r) => fromCell(r[0])).join('')) as KeptEvent;
      } catch {
        return undefined;
      }
    },
    async drop(id) {
      await host.write({ put: [], remove: [id] });
    },
  };
}
