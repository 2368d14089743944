import { describe, expect, it } from 'vitest';
import { loadExample, readFixture } from '../helpers/examples';
import { renderDocument } from '../../templates/documents';
import { run } from '../../cli/main';
import { memoryIO } from '../helpers/io';
import { writeTrf } from '../../engine/trf/write';

const rows = (html: string) => {
  const body = html.slice(html.indexOf('<tbody>'), html.indexOf('</tbody>'));
  return [...body.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((m) => [...m[1].matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((c) => c[1].trim()));
};

describe('pairing list (Masa / Beyaz / Sonuç / Siyah)', () => {
  const fx = readFixture('dutch-example.json');
  const t = loadExample('dutch');

  it.each([1, 2, 3, 4])('round %i lists the boards as the book publishes them, with the bye last', (round) => {
    const published = fx.rounds[round - 1];
    const r = rows(renderDocument('pairing-list', t, { round, lang: 'tr' }));
    const boards = r.filter((x) => x[0] !== '');
    expect(boards.map((x) => [Number(x[1]), Number(x[4])])).toEqual(published.games.map((g: any) => [g.white, g.black]));
    const result = (s: string | null) => (s ?? '').replace('1/2-1/2', '½-½').replace('--', '--');
    expect(boards.map((x) => x[3])).toEqual(published.games.map((g: any) => result(g.result)));
    const bye = r.filter((x) => x[0] === '');
    expect(bye.map((x) => Number(x[1]))).toEqual([published.bye]);
    expect(bye[0][4]).toBe('Tur atlar');
  });

  it('shows each player\'s score before the round: round 4 board 1 is Kaya (2½) - Salih (2½)', () => {
    const r = rows(renderDocument('pairing-list', t, { round: 4, lang: 'tr' }));
    expect(r[0]).toEqual(['1', '13', 'Kaya (2½)', '', '1', 'Salih (2½)']);
  });

  it('shows white\'s and black\'s own scores on every board of round 4, summed from the book\'s rounds 1-3', () => {
    // the scores from the document's results (a win 1, a draw ½, the double forfeit "--" 0 each, the bye 1), not
    // from the engine: boards 3 and 4 pair players on different scores, so a score printed on the wrong side shows
    const score = new Map<number, number>(fx.players.map((p: any) => [p.no, 0]));
    const points: Record<string, [number, number]> = { '1-0': [1, 0], '0-1': [0, 1], '1/2-1/2': [0.5, 0.5], '--': [0, 0] };
    for (const fr of fx.rounds.slice(0, 3)) {
      for (const g of fr.games) {
        const [w, b] = points[g.result];
        score.set(g.white, score.get(g.white)! + w);
        score.set(g.black, score.get(g.black)! + b);
      }
      score.set(fr.bye, score.get(fr.bye)! + 1);
    }
    const name = new Map<number, string>(fx.players.map((p: any) => [p.no, p.name]));
    const shown = (no: number) => `${name.get(no)} (${Math.floor(score.get(no)!) || (score.get(no)! % 1 ? '' : '0')}${score.get(no)! % 1 ? '½' : ''})`;
    const boards = rows(renderDocument('pairing-list', t, { round: 4, lang: 'tr' })).filter((x) => x[0] !== '');
    expect(fx.rounds[3].games.some((g: any) => score.get(g.white) !== score.get(g.black))).toBe(true);
    expect(boards.map((x) => [x[2], x[5]])).toEqual(fx.rounds[3].games.map((g: any) => [shown(g.white), shown(g.black)]));
  });

  it('has English labels when asked', () => {
    const html = renderDocument('pairing-list', t, { round: 1, lang: 'en' });
    expect(html).toContain('<th class="name">White</th>');
    expect(html).toContain('Round 1');
  });
});

describe('hakem render', () => {
  const trf = writeTrf(loadExample('dutch'));
  it('writes the document to -o and nothing on error', async () => {
    const io = memoryIO({ 'e.trf': trf });
    expect(await run(['render', 'pairing-list', 'e.trf', '--round', '2', '-o', 'out.html'], io)).toBe(0);
    expect(io.files.get('out.html')).toContain('<table class="pairing-list">');
    // a round the file does not have is a value out of range: exit 2 (issue 36)
    expect(await run(['render', 'pairing-list', 'e.trf', '--round', '12', '-o', 'bad.html'], io)).toBe(2);
    expect(io.stderr).toContain('has no round 12');
    expect(io.files.has('bad.html')).toBe(false);
    expect(await run(['render', 'nonesuch', 'e.trf'], io)).toBe(2);
    expect(io.stderr).toContain('unknown document "nonesuch"');
  });
  it('exports TRF beside the documents', async () => {
    const io = memoryIO({ 'e.trf': trf });
    expect(await run(['render', 'trf', 'e.trf'], io)).toBe(0);
    expect(io.stdout).toBe(trf);
  });
});
