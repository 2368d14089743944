/**
 * The taskpane's "Download the event's site": `hakem publish`'s pages as one HTML file, from the workbook. The demo
 * event after 3 rounds (test/fixtures/trf/demo-dutch17-r1-3.trf) is opened as a workbook; the file's round 3 must be
 * the games the TRF records (read from its round columns), its standings `hakem standings`' with the workbook's
 * tie-breaks, and the workbook untouched.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createStandaloneWorkbook } from '../../addin/host/standalone';
import { createTournament, exportSite, loadState } from '../../addin/taskpane/flows';
import { run } from '../../cli/main';
import { nodeIO, type CliIO } from '../../cli/io';

const DEMO = join(__dirname, '..', 'fixtures', 'trf', 'demo-dutch17-r1-3.trf');

describe('exportSite (taskpane)', () => {
  it('downloads one HTML file holding the pairings and the standings, changing nothing in the workbook', async () => {
    const text = readFileSync(DEMO, 'utf8');
    const downloads: Array<{ fileName: string; content: string; mime: string }> = [];
    const wb = createStandaloneWorkbook([], { download: (fileName, content, mime) => downloads.push({ fileName, content, mime }) });
    expect((await createTournament(wb, { kind: 'trf', text, fileName: 'demo.trf' })).ok).toBe(true);
    const before = JSON.stringify(wb.sheets());
    const r = await exportSite(wb);
    if (!r.ok) throw new Error(r.message.en);
    expect(JSON.stringify(wb.sheets())).toBe(before);
    expect(downloads).toHaveLength(1);
    expect(downloads[0].mime).toBe('text/html');
    expect(downloads[0].fileName).toMatch(/-site\.html$/);
    const html = downloads[0].content;

    // round 3 as the TRF records it: each player line's round-3 cell (columns 112-121) with colour w
    const expected = text.split('\n').filter((l) => l.startsWith('001')).flatMap((l) => {
      const m = /^\s*(\d+)\s+w\s+\S/.exec(l.slice(111, 121));
      return m ? [[Number(l.slice(4, 8)), Number(m[1])]] : [];
    }).sort((a, b) => a[0] - b[0]);
    const section = (id: string) => new RegExp(`<section id="${id}"[^>]*>([\\s\\S]*?)</section>`).exec(html)![1];
    const boards = [...section('tr-round-3').matchAll(/<tr><td class="num">\d+<\/td><td class="num">(\d+)<\/td>.*?<td class="num">(\d+)<\/td>/g)].map((m) => [Number(m[1]), Number(m[2])]);
    expect(boards.sort((a, b) => a[0] - b[0])).toEqual(expected);

    const state = await loadState(wb);
    if (!state.ok || !state.value) throw new Error('no state');
    const out = { ...nodeIO, stdout: '', out(s: string) { out.stdout += s; }, err() {} } as CliIO & { stdout: string };
    expect(await run(['standings', DEMO, '--json', '--tiebreaks', state.value.settings.tiebreaks.join(',')], out)).toBe(0);
    const ranked = JSON.parse(out.stdout) as Array<{ no: number; rank: number }>;
    const rows = [...section('en-standings').matchAll(/<tr data-no="(\d+)"><td class="num">(\d+)<\/td>/g)].map((m) => ({ no: Number(m[1]), rank: Number(m[2]) }));
    expect(rows).toEqual(ranked.map((x) => ({ no: x.no, rank: x.rank })));
  });
});
