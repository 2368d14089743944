/**
 * Checks of a TRF beyond its syntax (issue 36), kept apart from the reader (read.ts calls `check310Columns` on each
 * 310 line; the command line prints `trfNotes` once per file):
 *  - a 310 team record read by its columns, as the 001 line is: the blanks between its fields and its numbers, so a
 *    team name running over the nickname and strength columns is refused, not read as a strength of "e Fiel";
 *  - notes (the file is read, and what was assumed is said): a 001 line that stops before the last round the others
 *    played; pairing numbers with gaps when no 062 gives the count; values no real event has (a birth year after
 *    the event, month 13, a rating of 9999).
 */
import type { Tournament } from '../model/types';
import { trfLines } from './read';

/** The highest rating a 001 line can plausibly hold (no FIDE rating has reached 2900; the lists refuse above 3500). */
const RATING_MAX = 3500;

export interface TrfNoteOptions {
  /** The file's name, put before each note. */
  source?: string;
  /** Today (YYYY-MM-DD): a birth year after it is in the future when the file gives no start date (042). */
  today?: string;
}

/**
 * Notes on a TRF as read: nothing refused, each says what Hakem read and why it looks wrong. Empty when nothing does.
 */
export function trfNotes(t: Tournament, o: TrfNoteOptions = {}): string[] {
  const at = (no: number) => {
    const ln = trfLines(t)?.players.get(no);
    return `${o.source ? `${o.source}, ` : ''}${ln !== undefined ? `line ${ln}, ` : ''}`;
  };
  const notes: string[] = [];
  // 1. a 001 line that ends before the last round with a game: the rounds after its end are read as not paired.
  // Only rounds where at least half the players have an entry: a norm card (one player's games, each opponent's line
  // holding his one game) is a file of short lines by nature
  const inRound = t.rounds.map((r) => new Set([...r.games.flatMap((g) => [g.white, g.black]), ...r.unpaired.map((u) => u.player)]));
  // a round "the others played": at least half the players with a game or a code in it (a blank entry is neither)
  const recorded = (r: Tournament['rounds'][number]) => r.games.length * 2 + r.unpaired.filter((u) => u.code !== '').length;
  const lastPlayed = Math.max(0, ...t.rounds.filter((r) => r.games.length > 0).map((r) => r.number));
  const full = t.rounds.filter((r) => r.number <= lastPlayed && recorded(r) * 2 >= t.players.length);
  for (const p of t.players) {
    const missing = full.filter((r) => !inRound[t.rounds.indexOf(r)].has(p.no)).map((r) => r.number);
    if (missing.length) {
      const span = missing.length === 1 ? `round ${missing[0]}` : `rounds ${missing[0]}-${missing[missing.length - 1]}`;
      notes.push(`${at(p.no)}player ${p.no}'s 001 line ends before ${span}, which the others played: read as not paired there (no points); a line cut short?`);
    }
  }
  // 2. pairing numbers with gaps and no 062 to count the players (with 062 the reader checks them itself)
  if (t.info.playerCount === undefined || t.info.playerCount.trim() === '') {
    const nos = new Set(t.players.map((p) => p.no));
    const top = Math.max(...nos);
    const gaps: number[] = [];
    for (let n = 1; n <= top && gaps.length <= 10; n++) if (!nos.has(n)) gaps.push(n);
    if (gaps.length) {
      notes.push(`${o.source ? `${o.source}: ` : ''}no 001 line for pairing number${gaps.length === 1 ? '' : 's'} ${gaps.slice(0, 10).join(', ')}${gaps.length > 10 ? ', …' : ''} (the numbers run to ${top}) and no 062 line gives the number of players: a player's line missing?`);
    }
  }
  // 3. values no real event has
  const dated = /^(\d{4})[/.-](\d{2})[/.-](\d{2})/.exec(t.info.startDate?.trim() ?? '') ?? /^(\d{4})-(\d{2})-(\d{2})/.exec(o.today ?? '');
  const yearNow = dated ? Number(dated[1]) : undefined;
  // Swiss-Manager writes a birth date it knows only the year of as YYYY/00/00: said once for the file, not per player
  const yearOnly: number[] = [];
  for (const p of t.players) {
    if (p.rating !== undefined && p.rating > RATING_MAX) notes.push(`${at(p.no)}column 49: player ${p.no}'s FIDE rating ${p.rating} is above ${RATING_MAX}, which no rating reaches: read as written`);
    const b = p.birth?.trim();
    if (!b) continue;
    const m = /^(\d{4})(?:[/.-](\d{1,2})(?:[/.-](\d{1,2}))?)?$/.exec(b);
    if (!m) continue;
    const [year, month, day] = [Number(m[1]), m[2] === undefined ? undefined : Number(m[2]), m[3] === undefined ? undefined : Number(m[3])];
    if (month === 0 && (day === undefined || day === 0) && !(yearNow !== undefined && year > yearNow)) { yearOnly.push(p.no); continue; }
    const why = yearNow !== undefined && year > yearNow ? `the year ${year} is after ${t.info.startDate?.trim() ? 'the event\'s start (042)' : 'this year'}`
      : month !== undefined && (month < 1 || month > 12) ? `there is no month ${month}`
        : day !== undefined && month !== undefined && (day < 1 || day > new Date(Date.UTC(year, month, 0)).getUTCDate()) ? `month ${month} has no day ${day}`
          : undefined;
    if (why) notes.push(`${at(p.no)}column 70: player ${p.no}'s birth date "${b}": ${why}; read as written`);
  }
  if (yearOnly.length) {
    const who = yearOnly.length === t.players.length ? 'every player' : `player${yearOnly.length === 1 ? '' : 's'} ${yearOnly.slice(0, 10).join(', ')}${yearOnly.length > 10 ? `, … (${yearOnly.length})` : ''}`;
    notes.push(`${o.source ? `${o.source}: ` : ''}birth dates with month and day 00 (${who}): the year only, as Swiss-Manager writes a date it knows the year of; read as written`);
  }
  return notes;
}
