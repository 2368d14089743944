/**
 * FIDE's XML rating list (players_list_xml.xml, and the single-rate standard_rating_list_xml etc.): a <playerslist>
 * root (no XML declaration in FIDE's files; one is accepted) holding <player> elements whose children are
 *   fideid name country sex title w_title o_title foa_title rating games k rapid_rating rapid_games rapid_k
 *   blitz_rating blitz_games blitz_k birthday flag
 * (rating/games/k: standard; birthday: the year; empty elements as <title></title> or <title/>). The file is
 * fed in pieces (push) so 850 MB never sit in memory; each <player> is read when its end tag has arrived.
 */
import { InputError } from '../trf/errors';
import type { ListPlayer, Rate } from './types';

const NUMBER_FIELDS: Record<string, keyof ListPlayer> = {
  rating: 'standard', games: 'standardGames', k: 'standardK',
  rapid_rating: 'rapid', rapid_games: 'rapidGames', rapid_k: 'rapidK',
  blitz_rating: 'blitz', blitz_games: 'blitzGames', blitz_k: 'blitzK',
  birthday: 'birthYear',
};
const TEXT_FIELDS: Record<string, 'name' | 'fed' | 'sex' | 'title' | 'wTitle' | 'oTitle' | 'foa' | 'flag'> = {
  name: 'name', country: 'fed', sex: 'sex', title: 'title', w_title: 'wTitle', o_title: 'oTitle', foa_title: 'foa', flag: 'flag',
};

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
function decode(s: string): string {
  if (!s.includes('&')) return s;
  return s.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (m, e: string) => {
    if (e[0] === '#') return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)));
    return ENTITIES[e] ?? m;
  });
}

const countLines = (s: string, from = 0, to = s.length) => {
  let n = 0;
  for (let i = s.indexOf('\n', from); i !== -1 && i < to; i = s.indexOf('\n', i + 1)) n++;
  return n;
};

export class XmlListReader {
  private buf = '';
  /** The line of buf[0]. */
  private line = 1;
  private started = false;
  private closed = false;

  /** `rate`: a single-rate XML list (rapid_rating_list_xml…) gives its ratings as <rating>, <games>, <k>: read them as that rate. */
  constructor(private readonly onPlayer: (p: ListPlayer) => void, private readonly source?: string, private readonly rate: Rate = 'standard') {}

  push(text: string): void {
    this.buf += text;
    let pos = 0;
    if (!this.started) {
      const m = /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?<playerslist\s*>/.exec(this.buf);
      if (!m) {
        if (this.buf.length < 512 && /^\uFEFF?\s*(<\??[\w\s="'.-]*)?$/.test(this.buf)) return; // wait for more
        throw new InputError('not a FIDE XML rating list: expected a <playerslist> root element', 1 + countLines(this.buf, 0, this.buf.search(/\S/)), undefined, this.source);
      }
      this.started = true;
      pos = m[0].length;
    }
    for (;;) {
      const open = this.buf.indexOf('<', pos);
      if (open === -1) break;
      const gap = this.buf.slice(pos, open);
      if (gap.trim() !== '') this.fail(`unexpected text "${gap.trim().slice(0, 40)}"`, pos + gap.search(/\S/));
      if (this.buf.startsWith('</playerslist>', open)) {
        this.closed = true;
        pos = open + '</playerslist>'.length;
        const rest = this.buf.slice(pos);
        if (rest.trim() !== '') this.fail('text after </playerslist>', pos + rest.search(/\S/));
        break;
      }
      if (this.closed) this.fail('text after </playerslist>', open);
      if (this.buf.length - open < 8) break; // wait for the tag's name
      if (!this.buf.startsWith('<player>', open)) this.fail(`expected <player>, found "${this.buf.slice(open, open + 20).split(/[\r\n]/)[0]}"`, open);
      const close = this.buf.indexOf('</player>', open);
      if (close === -1) {
        // a player never ends: damaged (or not arrived yet)
        if (this.buf.length - open > 64 * 1024) this.fail('<player> is never closed', open);
        break;
      }
      this.player(this.buf.slice(open + 8, close), open + 8);
      pos = close + 9;
    }
    this.line += countLines(this.buf, 0, pos);
    this.buf = this.buf.slice(pos);
  }

  /** The end of the file: a list cut short (no </playerslist>) is refused. */
  end(): void {
    if (!this.started) throw new InputError('not a FIDE XML rating list: expected a <playerslist> root element', 1, undefined, this.source);
    if (this.buf.trim() !== '' && !this.closed) this.fail('the file ends inside a <player> (cut short?)', this.buf.search(/\S/));
    if (!this.closed) throw new InputError('the file ends before </playerslist> (cut short?)', this.line, undefined, this.source);
  }

  private fail(message: string, at: number): never {
    const lineStart = this.buf.lastIndexOf('\n', at - 1) + 1;
    throw new InputError(message, this.line + countLines(this.buf, 0, at), at - lineStart + 1, this.source);
  }

  private player(body: string, offset: number) {
    const p: ListPlayer = { id: 0, name: '', fed: '', sex: '', title: '', wTitle: '', oTitle: '', foa: '', flag: '' };
    let hasId = false;
    const re = /<(\w+)\s*\/>|<(\w+)>([^<]*)<\/(\w+)>|(\S)/g;
    for (let m = re.exec(body); m; m = re.exec(body)) {
      const at = offset + m.index;
      if (m[5] !== undefined) this.fail(`unexpected "${body.slice(m.index, m.index + 30).split(/[\r\n]/)[0]}" in a <player>`, at);
      const tag = (m[1] ?? m[2]).toLowerCase();
      if (m[2] !== undefined && m[4].toLowerCase() !== tag) this.fail(`<${m[2]}> closed by </${m[4]}>`, at);
      const v = decode((m[3] ?? '').trim());
      if (tag === 'fideid') {
        if (!/^\d{1,10}$/.test(v)) this.fail(`fideid "${v}": not a FIDE ID`, at);
        p.id = Number(v);
        hasId = true;
      } else if (tag in NUMBER_FIELDS) {
        if (!/^\d{0,4}$/.test(v)) this.fail(`${tag} "${v}": not a number`, at);
        const n = Number(v);
        let f = NUMBER_FIELDS[tag];
        if (this.rate !== 'standard' && (tag === 'rating' || tag === 'games' || tag === 'k')) f = tag === 'rating' ? this.rate : tag === 'games' ? `${this.rate}Games` : `${this.rate}K`;
        if (v !== '' && (n !== 0 || f.endsWith('Games'))) (p as unknown as Record<string, number>)[f] = n;
      } else if (tag in TEXT_FIELDS) {
        const f = TEXT_FIELDS[tag];
        p[f] = f === 'fed' || f === 'sex' ? v.toUpperCase() : v;
      }
      // other elements (a field FIDE adds one day) are passed over
    }
    if (!hasId) this.fail('a <player> without <fideid>', offset);
    if (!p.name) this.fail(`player ${p.id} has no <name>`, offset);
    if (p.sex && p.sex !== 'M' && p.sex !== 'F') this.fail(`sex "${p.sex}": not M or F`, offset);
    this.onPlayer(p);
  }
}
