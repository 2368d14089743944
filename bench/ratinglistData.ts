/**
 * A generated FIDE rating list in the combined TXT format (players_list_foa.txt): the header FIDE prints and lines
 * of 162 characters with every field at FIDE's position (ID 0, Name 15, Fed 76, Sex 80, Tit 84, WTit 89, OTit 94,
 * FOA 109, SRtng 113, SGm 119, SK 123, RRtng 126, RGm 132, Rk 136, BRtng 139, BGm 145, BK 149, B-day 152, Flag 158).
 * Deterministic: the same n gives the same file. Player i has FIDE ID 100000 + 7·i (so IDs are spread, not dense).
 */
export const FOA_HEADER = 'ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag';

const SURNAMES = ['Yilmaz', 'Kaya', 'Demir', 'Sahin', 'Celik', 'Yildiz', 'Yildirim', 'Ozturk', 'Aydin', 'Ozdemir', 'Arslan', 'Dogan', 'Kilic', 'Aslan', 'Cetin', 'Kara', 'Koc', 'Kurt', 'Ozkan', 'Simsek', 'Smith', 'Mueller', 'Ivanov', 'Garcia', 'Rossi', 'Nowak', 'Kumar', 'Wang', 'Silva', 'Petrov'];
const GIVEN = ['Mehmet', 'Ayse', 'Mustafa', 'Fatma', 'Ahmet', 'Emine', 'Ali', 'Hatice', 'Huseyin', 'Zeynep', 'Hasan', 'Elif', 'Ibrahim', 'Isik', 'Can', 'Deniz', 'John', 'Anna', 'Ivan', 'Maria'];
const FEDS = ['TUR', 'GER', 'RUS', 'ESP', 'ITA', 'POL', 'IND', 'CHN', 'BRA', 'FRA', 'USA', 'FID'];
const TITLES = ['GM', 'IM', 'FM', 'CM'];

/** Places `value` at `at` in a line of spaces (left-aligned, as FIDE prints every field). */
function put(line: string[], at: number, value: string) {
  for (let i = 0; i < value.length; i++) line[at + i] = value[i];
}

export interface GeneratedPlayer { id: number; name: string; fed: string; sex: 'M' | 'F'; title: string; std: number; rpd: number; blz: number; born: number }

export function generatedPlayer(i: number): GeneratedPlayer {
  // a small deterministic hash of i for the varying fields
  let h = (i * 2654435761) >>> 0;
  const next = (m: number) => {
    h = (h ^ (h >>> 13)) * 1274126177 >>> 0;
    return h % m;
  };
  const sex = next(5) === 0 ? 'F' : 'M';
  const name = `${SURNAMES[next(SURNAMES.length)]}${i % 1000 === 0 ? '' : String.fromCharCode(97 + next(26))}${String.fromCharCode(97 + next(26))}, ${GIVEN[next(GIVEN.length)]}`;
  const rated = next(3) !== 0;
  return {
    id: 100000 + 7 * i, name, fed: FEDS[next(FEDS.length)], sex, title: next(40) === 0 ? TITLES[next(4)] : '',
    std: rated ? 1400 + next(1400) : 0, rpd: rated ? 1400 + next(1300) : 0, blz: next(2) ? 1400 + next(1300) : 0, born: 1940 + next(80),
  };
}

export function generatedLine(i: number): string {
  const p = generatedPlayer(i);
  const line = new Array<string>(162).fill(' ');
  put(line, 0, String(p.id));
  put(line, 15, p.name);
  put(line, 76, p.fed);
  put(line, 80, p.sex);
  put(line, 84, p.title);
  put(line, 113, String(p.std));
  put(line, 119, '0');
  put(line, 123, p.std ? '20' : '0');
  put(line, 126, String(p.rpd));
  put(line, 132, '0');
  put(line, 136, p.rpd ? '20' : '0');
  put(line, 139, String(p.blz));
  put(line, 145, '0');
  put(line, 149, p.blz ? '20' : '0');
  put(line, 152, String(p.born));
  put(line, 158, p.sex === 'F' ? 'w' : '');
  return line.join('');
}

/** The whole file, `n` players, in pieces (CRLF line ends, as FIDE's). */
export function* generatedList(n: number, piece = 20_000): Generator<string> {
  yield FOA_HEADER + '\r\n';
  for (let i = 0; i < n; i += piece) {
    const lines: string[] = [];
    for (let j = i; j < Math.min(n, i + piece); j++) lines.push(generatedLine(j));
    yield lines.join('\r\n') + '\r\n';
  }
}
