/** One player of FIDE's rating list, as the list files give him (engine/ratinglist/txt.ts, xml.ts). */
export type Rate = 'standard' | 'rapid' | 'blitz';
export const RATES: Rate[] = ['standard', 'rapid', 'blitz'];

export interface ListPlayer {
  id: number;
  /** As FIDE writes it: "Surname, Given". */
  name: string;
  /** Federation, three letters (FID for players under FIDE's flag). */
  fed: string;
  /** M or F (empty when the list leaves it blank). */
  sex: string;
  /** Title (GM IM FM CM WGM WIM WFM WCM), woman title, other titles (IA, FA, …), FIDE Online Arena title. */
  title: string;
  wTitle: string;
  oTitle: string;
  foa: string;
  /** Ratings, games in the period and K; a rating of 0 (FIDE's "unrated") is left out. */
  standard?: number;
  standardGames?: number;
  standardK?: number;
  rapid?: number;
  rapidGames?: number;
  rapidK?: number;
  blitz?: number;
  blitzGames?: number;
  blitzK?: number;
  /** Year of birth (0 in the list: unknown, left out). */
  birthYear?: number;
  /** i inactive, w woman, wi woman inactive. */
  flag: string;
}

/** The rating of the event's rate (the Settings' `rate`, the CLI's `--rate`). */
export function ratingFor(p: Pick<ListPlayer, Rate>, rate: Rate): number | undefined {
  return p[rate];
}

/** The title to show on a Players sheet: the open title, else the woman title. */
export function displayTitle(p: Pick<ListPlayer, 'title' | 'wTitle'>): string {
  return p.title || p.wTitle;
}

/** What the title norms take from the list (B.01 norms are of standard play): standard rating, title, federation. */
export function normFigures(p: Pick<ListPlayer, 'standard' | 'title' | 'wTitle' | 'fed'>): { rating?: number; title?: string; federation?: string } {
  return { ...(p.standard ? { rating: p.standard } : {}), ...(displayTitle(p) ? { title: displayTitle(p) } : {}), ...(p.fed ? { federation: p.fed } : {}) };
}

/**
 * The `ratingList` option of engine/norms titleNorms over any look-up by FIDE ID (the CLI's SQLite database, the
 * taskpane's prefetched IndexedDB rows): a player is found by the FIDE ID of his TRF line or Players row.
 */
export function normListLookup(byFideId: (id: number) => Pick<ListPlayer, 'standard' | 'title' | 'wTitle' | 'fed'> | undefined): (p: { fideId?: string }) => { rating?: number; title?: string; federation?: string } | undefined {
  return (p) => {
    const id = p.fideId?.trim();
    if (!id || !/^\d{1,10}$/.test(id)) return undefined;
    const found = byFideId(Number(id));
    return found ? normFigures(found) : undefined;
  };
}
