/** FIDE's list formats read by the header's positions; damaged lines and other files refused with line and column. */
import { describe, expect, it } from 'vitest';
import { readTxtHeader, readTxtLine } from '../../engine/ratinglist/txt';
import { RatingListReader } from '../../engine/ratinglist/reader';
import { foldName } from '../../engine/ratinglist/fold';
import type { ListPlayer } from '../../engine/ratinglist/types';
import { HEADER, line, listText, SMALL } from './fideLines';

function readAll(text: string, source = 'players_list_foa.txt', pieces = [text.length]): ListPlayer[] {
  const out: ListPlayer[] = [];
  const r = new RatingListReader((p) => out.push(p), { source });
  let at = 0;
  for (const n of pieces) {
    r.push(text.slice(at, at + n));
    at += n;
  }
  r.push(text.slice(at));
  r.end();
  return out;
}
const strip = (p: ListPlayer) => Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined));

describe('the combined TXT list (players_list_foa.txt)', () => {
  it('finds the columns at the positions the header gives them', () => {
    const l = readTxtHeader(HEADER);
    expect(l.kind).toBe('combined');
    expect(l.width).toBe(162);
    expect(l.columns.map((c) => [c.label, c.start])).toEqual([
      ['ID Number', 0], ['Name', 15], ['Fed', 76], ['Sex', 80], ['Tit', 84], ['WTit', 89], ['OTit', 94], ['FOA', 109],
      ['SRtng', 113], ['SGm', 119], ['SK', 123], ['RRtng', 126], ['RGm', 132], ['Rk', 136], ['BRtng', 139], ['BGm', 145], ['BK', 149], ['B-day', 152], ['Flag', 158],
    ]);
  });

  it('reads a player line field by field; 0 ratings and birth year 0 are left out', () => {
    const l = readTxtHeader(HEADER);
    const carlsen = line({ id: '1503014', name: 'Carlsen, Magnus', fed: 'NOR', sex: 'M', tit: 'GM', srtng: '2823', sgm: '0', sk: '10', rrtng: '2801', rgm: '12', rk: '10', brtng: '2860', bgm: '0', bk: '10', bday: '1990' });
    expect(strip(readTxtLine(l, carlsen, 2)!)).toEqual({
      id: 1503014, name: 'Carlsen, Magnus', fed: 'NOR', sex: 'M', title: 'GM', wTitle: '', oTitle: '', foa: '',
      standard: 2823, standardGames: 0, standardK: 10, rapid: 2801, rapidGames: 12, rapidK: 10, blitz: 2860, blitzGames: 0, blitzK: 10, birthYear: 1990, flag: '',
    });
    const unrated = line({ id: '77', name: 'Doe, Jane', fed: 'USA', sex: 'F', wtit: 'WCM', otit: 'FA,NI', foa: 'AIM', srtng: '0', sgm: '0', sk: '0', bday: '0', flag: 'wi' });
    expect(strip(readTxtLine(l, unrated, 3)!)).toEqual({ id: 77, name: 'Doe, Jane', fed: 'USA', sex: 'F', title: '', wTitle: 'WCM', oTitle: 'FA,NI', foa: 'AIM', standardGames: 0, flag: 'wi' });
  });

  it('reads a whole file in pieces of any size, CRLF or LF, lines with their trailing blanks cut', () => {
    const text = listText(SMALL);
    const whole = readAll(text);
    expect(whole.map((p) => [p.id, p.name, p.standard, p.rapid, p.blitz, p.birthYear])).toEqual([
      [34500001, 'Yilmaz, Mehmet', 2412, 2380, 2401, 1990], [34500010, 'Isik, Ayse', 2050, 1987, undefined, 2004], [34500029, 'Demir, Can', 1850, 1900, 1875, 2010],
      [4100018, 'Mueller, Jan', 2301, undefined, undefined, 1985], [34500037, 'Sahin, Elif', 1720, undefined, undefined, 2012], [34500045, 'Ozturk, Emre', 2150, 2100, 2090, 1999],
    ]);
    expect(readAll(text, 'x.txt', [1, 7, 100, 163, 5])).toEqual(whole);
    expect(readAll(text.replace(/ +\r\n/g, '\n'))).toEqual(whole);
  });

  it('reads a line whose trailing blanks were cut before its last numeric fields (no rapid, blitz or birth year)', () => {
    const l = readTxtHeader(HEADER);
    // the fields end at SK (column 124): RRtng … B-day start beyond the cut line, and are blank, not "not a number"
    const cut = line({ id: '34500053', name: 'Kaya, Zeynep', fed: 'TUR', sex: 'F', srtng: '1800', sgm: '0', sk: '40' }).trimEnd();
    expect(cut.length).toBe(125);
    expect(strip(readTxtLine(l, cut, 7)!)).toEqual({ id: 34500053, name: 'Kaya, Zeynep', fed: 'TUR', sex: 'F', title: '', wTitle: '', oTitle: '', foa: '', standard: 1800, standardGames: 0, standardK: 40, flag: '' });
    // cut inside the name: every later field blank
    expect(strip(readTxtLine(l, '34500061       Celik, Ali', 8)!)).toEqual({ id: 34500061, name: 'Celik, Ali', fed: '', sex: '', title: '', wTitle: '', oTitle: '', foa: '', flag: '' });
    expect(readAll(`${HEADER}\r\n${cut}\r\n`)).toHaveLength(1);
  });

  it('reads a line whose other titles run one character into FOA (FIDE has a few: SI,FI,LSI,SLI,NA + AFM)', () => {
    const l = readTxtHeader(HEADER);
    const base = line({ id: '9', name: 'Long, Titles', fed: 'ESP', sex: 'M', srtng: '1900', sgm: '0', sk: '20', bday: '1970' }, 162);
    // OTit "SI,FI,LSI,SLI,NA" is 16 characters: FOA ("AFM") and everything after it move one place right (163 characters)
    const over = base.slice(0, 94) + 'SI,FI,LSI,SLI,NA' + 'AFM ' + base.slice(113);
    expect(over.length).toBe(163);
    const p = readTxtLine(l, over, 2)!;
    expect([p.oTitle, p.foa, p.standard, p.standardK, p.birthYear]).toEqual(['SI,FI,LSI,SLI,NA', 'AFM', 1900, 20, 1970]);
  });

  it('reads the list without FOA and a single-rate list, its rate from the file name', () => {
    const legacy = 'ID Number      Name                                                         Fed Sex Tit  WTit OTit           SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag';
    const l = readTxtHeader(legacy);
    expect(l.columns.find((c) => c.label === 'SRtng')!.start).toBe(109);
    const single = 'ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA NOV26 Gms K  B-day Flag';
    const row = '1503014'.padEnd(15) + 'Carlsen, Magnus'.padEnd(61) + 'NOR M   GM                           2823  0   10 1990      ';
    const out = readAll(`${single}\n${row}\n`, 'rapid_rating_list.txt');
    expect([out[0].rapid, out[0].rapidGames, out[0].rapidK, out[0].birthYear, out[0].standard]).toEqual([2823, 0, 10, 1990, undefined]);
    expect(() => readAll(`${single}\n${row}\n`, 'list.txt')).toThrow(/list\.txt, line 1, column 114: a single-rate list .*NOV26/);
  });
});

describe('files refused, with the line (and the column)', () => {
  it('another format: line 1', () => {
    expect(() => readAll('No;Name;Rating\n1;A;2000\n', 'x.csv')).toThrow(/^x\.csv, line 1: not a FIDE rating list/);
    expect(() => readAll('PK\u0003\u0004\u0014\u0000binary', 'players_list.zip')).toThrow(/line 1: a ZIP archive/);
    expect(() => readAll('012 Tournament\n001    1 m    Player\n', 't.trf')).toThrow(/line 1: not a FIDE rating list/);
    expect(() => readAll(HEADER.replace('SRtng', 'Rating') + '\n', 'x.txt')).toThrow(/x\.txt, line 1, column 114: unknown column "Rating"/);
    expect(() => readAll('', 'empty.txt')).toThrow(/empty\.txt, line 1: an empty file/);
  });

  it('a damaged line: its line and column', () => {
    const rows = [...SMALL];
    rows[2] = { ...rows[2], srtng: '18x0' };
    expect(() => readAll(listText(rows), 'l.txt')).toThrow('l.txt, line 4, column 114: SRtng "18x0": not a number');
    rows[2] = { ...SMALL[2], id: '3450A029' };
    expect(() => readAll(listText(rows), 'l.txt')).toThrow('l.txt, line 4, column 1: ID Number "3450A029": not a FIDE ID (digits only)');
    rows[2] = { ...SMALL[2], sex: 'X' };
    expect(() => readAll(listText(rows), 'l.txt')).toThrow('l.txt, line 4, column 81: Sex "X": not a sex (M or F)');
    rows[2] = { ...SMALL[2], name: '' };
    expect(() => readAll(listText(rows), 'l.txt')).toThrow('l.txt, line 4, column 16: Name "": the name is missing');
    rows[2] = { ...SMALL[2], bday: '19x9' };
    expect(() => readAll(listText(rows), 'l.txt')).toThrow('l.txt, line 4, column 153: B-day "19x9": not a number');
  });
});

describe('the XML list (players_list_xml.xml)', () => {
  const player = (id: string, name: string, extra = '') =>
    `<player><fideid>${id}</fideid><name>${name}</name><country>TUR</country><sex>M</sex><title>GM</title><w_title></w_title><o_title>IA</o_title><foa_title></foa_title><rating>2500</rating><games>9</games><k>10</k><rapid_rating>2450</rapid_rating><rapid_games>0</rapid_games><rapid_k>20</rapid_k><blitz_rating>0</blitz_rating><blitz_games>0</blitz_games><blitz_k></blitz_k><birthday>1980</birthday><flag>i</flag>${extra}</player>`;
  it('reads <playerslist><player> elements, in pieces', () => {
    const xml = `<playerslist>\n${player('1234', 'Kaya, Ali')}\n${player('5678', 'Smith &amp; Jones, Bob')}\n</playerslist>\n`;
    const out = readAll(xml, 'players_list_xml.xml', [3, 50, 9, 400]);
    expect(out.map(strip)).toEqual([
      { id: 1234, name: 'Kaya, Ali', fed: 'TUR', sex: 'M', title: 'GM', wTitle: '', oTitle: 'IA', foa: '', standard: 2500, standardGames: 9, standardK: 10, rapid: 2450, rapidGames: 0, rapidK: 20, blitzGames: 0, birthYear: 1980, flag: 'i' },
      { id: 5678, name: 'Smith & Jones, Bob', fed: 'TUR', sex: 'M', title: 'GM', wTitle: '', oTitle: 'IA', foa: '', standard: 2500, standardGames: 9, standardK: 10, rapid: 2450, rapidGames: 0, rapidK: 20, blitzGames: 0, birthYear: 1980, flag: 'i' },
    ]);
    expect(readAll(`<?xml version="1.0"?>\n${xml}`).length).toBe(2);
  });
  it('reads a single-rate XML list as its rate (from the file name)', () => {
    const xml = '<playerslist><player><fideid>7</fideid><name>Kaya, Ali</name><country>TUR</country><sex>M</sex><title></title><w_title></w_title><o_title></o_title><foa_title></foa_title><rating>1999</rating><games>4</games><k>40</k><birthday>2008</birthday><flag></flag></player></playerslist>';
    const [p] = readAll(xml, 'blitz_rating_list_xml.xml');
    expect([p.blitz, p.blitzGames, p.blitzK, p.standard]).toEqual([1999, 4, 40, undefined]);
  });
  it('refuses another root, a damaged element and a list cut short, with the line', () => {
    expect(() => readAll('<players>\n</players>\n', 'a.xml')).toThrow(/a\.xml, line 1: not a FIDE XML rating list/);
    expect(() => readAll(`<playerslist>\n${player('1', 'A, B')}\n${player('12x', 'C, D')}\n</playerslist>`, 'b.xml')).toThrow(/b\.xml, line 3, column \d+: fideid "12x": not a FIDE ID/);
    expect(() => readAll(`<playerslist>\n${player('1', 'A, B')}\n<player><fideid>2</fideid>`, 'c.xml')).toThrow(/c\.xml, line 3, column 1: the file ends inside a <player>/);
  });
});

describe('name folding', () => {
  it('folds Turkish I/İ/ı/i to one letter, and ğ ş ç ö ü and accents away', () => {
    for (const n of ['ISIK', 'Işık', 'ışık', 'IŞIK', 'İşik', 'isik']) expect(foldName(n)).toBe('isik');
    expect(foldName('Güneş Öztürk, Çağrı')).toBe('gunes ozturk cagri');
    expect(foldName('Dağ')).toBe(foldName('DAG'));
    expect(foldName('Müller, Jürgen')).toBe('muller jurgen');
    expect(foldName('Ødegaard, Ståle')).toBe('odegaard stale');
    expect(foldName('Carlsen, Magnus')).toBe('carlsen magnus');
    expect(foldName('  Nepomniachtchi,Ian ')).toBe('nepomniachtchi ian');
  });
});
