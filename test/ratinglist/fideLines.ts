/**
 * Hand-made lines in FIDE's combined TXT layout (players_list_foa.txt), each field placed at the 0-based offset the
 * format gives it (ID 0, Name 15, Fed 76, Sex 80, Tit 84, WTit 89, OTit 94, FOA 109, SRtng 113, SGm 119, SK 123,
 * RRtng 126, RGm 132, Rk 136, BRtng 139, BGm 145, BK 149, B-day 152, Flag 158; 162 characters), independent of
 * Hakem's reader, which finds the offsets from the header.
 */
export const HEADER = 'ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag';

export interface Fields {
  id: string; name: string; fed?: string; sex?: string; tit?: string; wtit?: string; otit?: string; foa?: string;
  srtng?: string; sgm?: string; sk?: string; rrtng?: string; rgm?: string; rk?: string; brtng?: string; bgm?: string; bk?: string; bday?: string; flag?: string;
}

const AT: Record<keyof Fields, number> = {
  id: 0, name: 15, fed: 76, sex: 80, tit: 84, wtit: 89, otit: 94, foa: 109, srtng: 113, sgm: 119, sk: 123,
  rrtng: 126, rgm: 132, rk: 136, brtng: 139, bgm: 145, bk: 149, bday: 152, flag: 158,
};

export function line(f: Fields, width = 162): string {
  const chars = new Array<string>(width).fill(' ');
  for (const [k, v] of Object.entries(f) as Array<[keyof Fields, string]>) for (let i = 0; i < v.length; i++) chars[AT[k] + i] = v[i];
  return chars.join('');
}

/** Six players of a small event (names as FIDE writes Turkish names: ASCII). */
export const SMALL: Fields[] = [
  { id: '34500001', name: 'Yilmaz, Mehmet', fed: 'TUR', sex: 'M', tit: 'IM', srtng: '2412', sgm: '0', sk: '10', rrtng: '2380', rgm: '0', rk: '20', brtng: '2401', bgm: '0', bk: '20', bday: '1990' },
  { id: '34500010', name: 'Isik, Ayse', fed: 'TUR', sex: 'F', wtit: 'WFM', srtng: '2050', sgm: '9', sk: '20', rrtng: '1987', rgm: '0', rk: '20', brtng: '0', bgm: '0', bk: '0', bday: '2004', flag: 'w' },
  { id: '34500029', name: 'Demir, Can', fed: 'TUR', sex: 'M', srtng: '1850', sgm: '0', sk: '40', rrtng: '1900', rgm: '0', rk: '20', brtng: '1875', bgm: '0', bk: '20', bday: '2010' },
  { id: '4100018', name: 'Mueller, Jan', fed: 'GER', sex: 'M', tit: 'FM', srtng: '2301', sgm: '0', sk: '20', rrtng: '0', rgm: '0', rk: '0', brtng: '0', bgm: '0', bk: '0', bday: '1985', flag: 'i' },
  { id: '34500037', name: 'Sahin, Elif', fed: 'TUR', sex: 'F', srtng: '1720', sgm: '0', sk: '40', rrtng: '0', rgm: '0', rk: '0', brtng: '0', bgm: '0', bk: '0', bday: '2012', flag: 'w' },
  { id: '34500045', name: 'Ozturk, Emre', fed: 'TUR', sex: 'M', tit: 'CM', srtng: '2150', sgm: '0', sk: '20', rrtng: '2100', rgm: '0', rk: '20', brtng: '2090', bgm: '0', bk: '20', bday: '1999' },
];

export const listText = (rows: Fields[], eol = '\r\n') => [HEADER, ...rows.map((r) => line(r))].join(eol) + eol;
