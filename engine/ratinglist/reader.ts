/**
 * A rating-list file read in pieces, whatever its format: the first line says which (FIDE's TXT header, or an XML
 * <playerslist>); anything else is refused naming line 1 (a ZIP archive is named as such: unzip it first).
 * The same reader serves the command line (a Node stream) and the taskpane (File.stream()).
 */
import { InputError } from '../trf/errors';
import { readTxtHeader, readTxtLine, type TxtLayout } from './txt';
import { XmlListReader } from './xml';
import type { ListPlayer, Rate } from './types';

export type ListFormat = 'txt-combined' | `txt-${Rate}` | 'xml';

export interface ListReaderOptions {
  source?: string;
  /** The rate of a single-rate list; else guessed from `source` (standard_…, rapid_…, blitz_…). */
  rate?: Rate;
}

export function rateFromFileName(name: string | undefined): Rate | undefined {
  const m = /(standard|rapid|blitz)/i.exec((name ?? '').split(/[\\/]/).pop() ?? '');
  return m ? (m[1].toLowerCase() as Rate) : undefined;
}

export class RatingListReader {
  private pending = '';
  private lineNo = 0;
  private layout?: TxtLayout;
  private xml?: XmlListReader;
  private decided = false;
  count = 0;
  format?: ListFormat;
  /** A single-rate list's month (NOV26). */
  month?: string;

  constructor(private readonly onPlayer: (p: ListPlayer) => void, private readonly options: ListReaderOptions = {}) {}

  push(text: string): void {
    if (this.xml) {
      this.xml.push(text);
      return;
    }
    let data = this.pending + text;
    if (!this.decided) {
      const trimmed = data.replace(/^\uFEFF/, '');
      if (trimmed.startsWith('PK\u0003\u0004')) throw new InputError('a ZIP archive, not a rating list: unzip it first (players_list_foa.txt or players_list_xml.xml)', 1, undefined, this.options.source);
      const first = trimmed.search(/\S/);
      if (first === -1 && data.length < 4096) {
        this.pending = data;
        return;
      }
      if (trimmed[first] === '<') {
        this.decided = true;
        this.format = 'xml';
        this.xml = new XmlListReader((p) => {
          this.count++;
          this.onPlayer(p);
        }, this.options.source, this.options.rate ?? rateFromFileName(this.options.source));
        this.pending = '';
        this.xml.push(data);
        return;
      }
      if (!data.includes('\n') && data.length < 4096) {
        this.pending = data;
        return;
      }
      this.decided = true;
    }
    let start = 0;
    for (let nl = data.indexOf('\n'); nl !== -1; nl = data.indexOf('\n', start)) {
      this.line(data.slice(start, nl));
      start = nl + 1;
    }
    this.pending = data.slice(start);
    data = '';
    // FIDE's lines are 162 characters: one without an end after 64 KB is no list (`/dev/zero`, a binary file), and
    // waiting for its end would fill the memory
    if (this.pending.length > 64 * 1024) throw new InputError('the line runs past 64 KB without a line break: not a rating list', this.lineNo + 1, undefined, this.options.source);
  }

  end(): void {
    if (this.xml) {
      this.xml.end();
      return;
    }
    if (this.pending !== '') this.line(this.pending);
    this.pending = '';
    if (!this.layout) throw new InputError('an empty file, not a rating list', 1, undefined, this.options.source);
  }

  private line(raw: string) {
    this.lineNo++;
    if (!this.layout) {
      const rate = this.options.rate ?? rateFromFileName(this.options.source);
      this.layout = readTxtHeader(raw, this.options.source, rate);
      this.format = this.layout.kind === 'combined' ? 'txt-combined' : `txt-${this.layout.kind}`;
      if (this.layout.month) this.month = this.layout.month;
      return;
    }
    const p = readTxtLine(this.layout, raw, this.lineNo, this.options.source);
    if (p) {
      this.count++;
      this.onPlayer(p);
    }
  }
}
