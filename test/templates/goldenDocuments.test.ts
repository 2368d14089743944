/**
 * Reviewed golden files for the lead's templates, each on the documents' data (see golden.ts). These sit beside
 * the independent cell-by-cell checks of crosstable.test.ts, pairingList.test.ts, pairingCard.test.ts,
 * scoreGroups.test.ts and aroList.test.ts, which compare the same documents with the books' printed values.
 */
import { describe, expect, it } from 'vitest';
import { golden } from './golden';
import { loadExample, readFixture } from '../helpers/examples';
import { tournamentFromPrinted } from '../helpers/perPlayer';
import { renderDocument } from '../../templates/documents';

const table1 = () => tournamentFromPrinted(readFixture('tiebreak-table1.json').players, 'Tablo 1');

describe('golden documents (reviewed)', () => {
  const cases: Array<[string, () => string]> = [
    ['crosstable-tablo1.html', () => renderDocument('crosstable-colours', table1(), { lang: 'tr' })],
    ['pairing-list-dutch-r4.html', () => renderDocument('pairing-list', loadExample('dutch'), { lang: 'tr', round: 4 })],
    ['pairing-card-umay.html', () => renderDocument('pairing-card', table1(), { lang: 'tr', player: 11, rules: '2009' })],
    ['score-groups-dutch-r2.html', () => renderDocument('score-groups', loadExample('dutch', 1), { lang: 'tr', system: 'dutch-2009' })],
    ['aro-list-dubov-r2.html', () => renderDocument('aro-list', loadExample('dubov', 2), { lang: 'tr', round: 2 })],
  ];
  it.each(cases)('%s', (name, render) => {
    const html = render();
    expect(html).toBe(golden(name, html));
  });
});
