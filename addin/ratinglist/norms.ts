/**
 * The Norms sheet's figures from the imported FIDE list: the sheet is written synchronously (layout.ts derivedSheets),
 * the list is in IndexedDB, so the Players' FIDE IDs are looked up beforehand, only for rows that lack a rating, title
 * or federation, and the state carries a synchronous look-up over what was found (engine/ratinglist normListLookup).
 */
import type { Tournament } from '../../engine/model/types';
import { normListLookup } from '../../engine/ratinglist/types';
import type { NormsInput } from '../workbook/norms';
import { listInfo, openListDb, playersByIds } from './store';

export async function withRatingList<S extends { tournament: Tournament; ratingList?: NormsInput['ratingList'] }>(state: S, open: () => Promise<IDBDatabase> = () => openListDb()): Promise<S> {
  if (typeof indexedDB === 'undefined') return state;
  const ids = [...new Set(state.tournament.players
    .filter((p) => !p.rating || !p.title || !p.federation)
    .map((p) => p.fideId?.trim() ?? '')
    .filter((id) => /^\d{1,10}$/.test(id))
    .map(Number))];
  if (!ids.length) return state;
  try {
    const db = await open();
    try {
      const info = await listInfo(db);
      if (!info) return state;
      const found = (await playersByIds(db, ids)).current;
      if (!found.size) return state;
      return { ...state, ratingList: { name: `${info.source}${info.month ? `, ${info.month}` : ''}`, lookup: normListLookup((id) => found.get(id)) } };
    } finally {
      db.close();
    }
  } catch {
    // no list to be had (storage refused): the sheet is written from the Players sheet alone, as it says
    return state;
  }
}
