/**
 * Every picture and every relative link the guides (docs/**.md) name exists: the file, and where a link names a
 * heading (`../README.md#tie-break-codes`), a heading of that file with that anchor as GitHub makes it. Each guide in
 * English has its Turkish counterpart under docs/tr/ and the other way round; the reference pages (docs/reference/,
 * the developers' and instructors' reference moved out of the README) are in English only.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');
const DOCS = join(ROOT, 'docs');

const markdownUnder = (dir: string): string[] => readdirSync(dir).flatMap((n) => {
  const p = join(dir, n);
  return statSync(p).isDirectory() ? markdownUnder(p) : n.endsWith('.md') ? [p] : [];
});

/** GitHub's heading anchor: lower case, punctuation other than - and _ dropped, spaces to -. */
export const anchorOf = (heading: string): string => heading.trim().toLowerCase()
  .replace(/`/g, '')
  .replace(/[^\p{L}\p{N}\s_-]/gu, '')
  .replace(/\s/g, '-');

const anchorsOf = (file: string): Set<string> => {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  let fenced = false;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const m = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    const a = anchorOf(m[1]);
    const n = seen.get(a) ?? 0;
    seen.set(a, n + 1);
    out.add(n === 0 ? a : `${a}-${n}`);
  }
  return out;
};

/** The targets of a file's links and pictures, `[text](target)` and `![alt](target "title")`, outside code. */
export const linksOf = (text: string): string[] => {
  const out: string[] = [];
  let fenced = false;
  for (const line of text.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) { fenced = !fenced; continue; }
    if (fenced) continue;
    const plain = line.replace(/`[^`]*`/g, '');
    for (const m of plain.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) out.push(m[1]);
  }
  return out;
};

describe('the guides\' links and pictures', () => {
  const files = markdownUnder(DOCS);

  it('finds the guides in both languages', () => {
    expect(files.map((f) => relative(DOCS, f))).toEqual(expect.arrayContaining(['README.md', join('tr', 'README.md')]));
    const en = files.filter((f) => !relative(DOCS, f).startsWith(`tr/`) && !relative(DOCS, f).startsWith(`reference/`)).map((f) => relative(DOCS, f)).sort();
    const tr = files.filter((f) => relative(DOCS, f).startsWith(`tr/`)).map((f) => relative(join(DOCS, 'tr'), f)).sort();
    expect(tr).toEqual(en);
  });

  it('reads links and anchors as GitHub does', () => {
    expect(linksOf('see [a](x.md#b) and ![p](images/en/a.png "t") `[no](c.md)`\n```\n[no](d.md)\n```')).toEqual(['x.md#b', 'images/en/a.png']);
    expect(anchorOf('Tie-break rule editions (C.07 2024, C.07 2026, the documents\' 2009)')).toBe('tie-break-rule-editions-c07-2024-c07-2026-the-documents-2009');
    expect(anchorOf('Documents (`hakem render`)')).toBe('documents-hakem-render');
    expect(anchorOf('Sıkça sorulan sorular')).toBe('sıkça-sorulan-sorular');
  });

  for (const file of files) {
    it(`${relative(ROOT, file)}: every relative link and picture exists`, () => {
      const missing: string[] = [];
      const links = linksOf(readFileSync(file, 'utf8'));
      for (const target of links) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:
        const [path, anchor] = target.split('#') as [string, string | undefined];
        const to = path === '' ? file : resolve(dirname(file), decodeURIComponent(path));
        if (!existsSync(to)) { missing.push(`${target}: no file ${relative(ROOT, to)}`); continue; }
        if (anchor && to.endsWith('.md') && !anchorsOf(to).has(decodeURIComponent(anchor))) missing.push(`${target}: no heading #${anchor} in ${relative(ROOT, to)}`);
      }
      expect(missing).toEqual([]);
    });
  }
});
