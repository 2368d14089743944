/**
 * `hakem publish`: the site's pages (templates/site.ts) and the folder it writes into (cli/commands/publish.ts).
 * Expected pairings are read from the TRF's own round columns (TRF-16: each round's 10 characters from column 92),
 * not from Hakem's reader; the browser test (publish-e2e.test.ts) checks the pages against bbpPairings and
 * `hakem standings`.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '../../cli/main';
import { loadTournament, nodeIO, type CliIO } from '../../cli/io';
import { MANIFEST } from '../../cli/commands/publish';
import { eventSite, eventSiteSingleFile, siteStandings } from '../../templates/site';

const ROOT = join(__dirname, '..', '..');
const DEMO = join(ROOT, 'test', 'fixtures', 'trf', 'demo-dutch17-r1-3.trf');
const TEAMS = join(ROOT, 'test', 'oracle', 'team-swiss-c046', 'rounds', 'D-gacrux-s0102-r08.trf'); // rounds 1-7, 15 teams
const DOUBLE = join(ROOT, 'test', 'oracle', 'double-swiss-c045', 'rounds', 'ev0037-r03.trf');

function capture(): CliIO & { stdout: string; stderr: string } {
  const io = { ...nodeIO, stdout: '', stderr: '', out(s: string) { io.stdout += s; }, err(s: string) { io.stderr += s; } };
  return io;
}
const tmp = () => mkdtempSync(join(tmpdir(), 'hakem-publish-unit-'));

/** Round r's games from the TRF text: [white, black] for each player line whose round-r colour is w. */
function gamesFromTrf(text: string, r: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const line of text.split('\n').filter((l) => l.startsWith('001'))) {
    const cell = line.slice(91 + 10 * (r - 1), 91 + 10 * r);
    const m = /^\s*(\d+)\s+w\s+\S/.exec(cell);
    if (m && Number(m[1]) > 0) out.push([Number(line.slice(4, 8)), Number(m[1])]);
  }
  return out.sort((a, b) => a[0] - b[0]);
}

function site(file: string, langs: Array<'tr' | 'en'>) {
  const t = loadTournament(file, nodeIO);
  const standings = Object.fromEntries(langs.map((l) => [l, siteStandings(t, l, undefined, undefined, false)])) as Parameters<typeof eventSite>[1]['standings'];
  return { t, pages: eventSite(t, { langs, standings, rules: '2026', roundRobin: false }) };
}

describe('the site\'s pages', () => {
  it('one language: home, each round, standings, crosstable, players and one card per player', () => {
    const { pages } = site(DEMO, ['tr']);
    const paths = pages.map((p) => p.path).sort();
    expect(paths).toEqual(['crosstable.html', 'index.html', 'players.html', ...Array.from({ length: 17 }, (_, i) => `player-${i + 1}.html`), 'round-1.html', 'round-2.html', 'round-3.html', 'standings.html'].sort());
    for (const p of pages) {
      expect(p.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
      expect(p.html).toContain('<html lang="tr">');
    }
  });

  it('each round page lists the games the file records for that round, in Turkish', () => {
    const text = readFileSync(DEMO, 'utf8');
    const { pages } = site(DEMO, ['tr']);
    for (const r of [1, 2, 3]) {
      const html = pages.find((p) => p.path === `round-${r}.html`)!.html;
      const rows = [...html.matchAll(/<tr><td class="num">\d+<\/td><td class="num">(\d+)<\/td>.*?<td class="num">(\d+)<\/td>/g)].map((m) => [Number(m[1]), Number(m[2])] as [number, number]);
      expect(rows.sort((a, b) => a[0] - b[0])).toEqual(gamesFromTrf(text, r));
      expect(html).toContain('<th>Masa</th>');
      expect(html).toContain('Beyaz');
    }
    // round 1: player 17's pairing-allocated bye (0000 - U) is on the page as a bye
    expect(pages.find((p) => p.path === 'round-1.html')!.html).toMatch(/<tr class="bye"><td><\/td><td class="num">17<\/td>/);
  });

  it('both languages: a folder each, the same page in the other language one link away, a home page choosing', () => {
    const { pages } = site(DEMO, ['tr', 'en']);
    const byPath = new Map(pages.map((p) => [p.path, p.html]));
    expect(byPath.get('index.html')).toContain('href="tr/index.html"');
    expect(byPath.get('index.html')).toContain('href="en/index.html"');
    expect(byPath.get('en/standings.html')).toContain('href="../tr/standings.html" hreflang="tr">Türkçe<');
    expect(byPath.get('tr/round-2.html')).toContain('href="../en/round-2.html" hreflang="en">English<');
    expect(byPath.get('en/round-2.html')).toContain('<th>Board</th>');
    expect(byPath.get('tr/standings.html')).toContain('3. tur sonunda sıralama');
    expect(byPath.get('en/standings.html')).toContain('Standings after round 3');
  });

  it('a round just paired is on its page without results, and the standings do not say "after" it', () => {
    const t = loadTournament(DEMO, nodeIO);
    for (const g of t.rounds[2].games) { g.whiteResult = ''; g.blackResult = ''; }
    const standings = { en: siteStandings(t, 'en', undefined, undefined, false) } as Parameters<typeof eventSite>[1]['standings'];
    const pages = new Map(eventSite(t, { langs: ['en'], standings, rules: '2026', roundRobin: false }).map((p) => [p.path, p.html]));
    expect(pages.get('standings.html')).toContain('Standings after round 2');
    expect(pages.get('round-3.html')).toMatch(/<td><\/td><td class="num">13<\/td><td class="name">Kaya \(1½\)<\/td>/);
  });

  it('a name is text, never markup', () => {
    const t = loadTournament(DEMO, nodeIO);
    t.players.find((p) => p.no === 1)!.name = '<script>x</script> & Ali';
    const standings = { tr: siteStandings(t, 'tr', undefined, undefined, false) } as Parameters<typeof eventSite>[1]['standings'];
    for (const p of eventSite(t, { langs: ['tr'], standings, rules: '2026', roundRobin: false })) {
      expect(p.html, p.path).not.toContain('<script>x');
    }
  });
});

describe('hakem publish FILE -o FOLDER', () => {
  it('writes the site and its list of files; a rerun replaces them', async () => {
    const dir = join(tmp(), 'site');
    const io = capture();
    expect(await run(['publish', DEMO, '-o', dir], io), io.stderr).toBe(0);
    const manifest = JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8')) as { files: Record<string, string> };
    expect(Object.keys(manifest.files)).toHaveLength(24);
    expect(readdirSync(dir).filter((f) => f !== MANIFEST).sort()).toEqual(Object.keys(manifest.files).sort());
    expect(await run(['publish', DEMO, '-o', dir, '--lang', 'en'], capture())).toBe(0);
    expect(readFileSync(join(dir, 'standings.html'), 'utf8')).toContain('<html lang="en">');
  });

  it('refuses a folder holding a file it did not write, naming it, and writes nothing', async () => {
    const dir = tmp();
    writeFileSync(join(dir, 'kulup-duyuru.html'), 'the club\'s own page');
    mkdirSync(join(dir, 'img'));
    writeFileSync(join(dir, 'img', 'logo.png'), 'png');
    const io = capture();
    expect(await run(['publish', DEMO, '-o', dir], io)).toBe(1);
    expect(io.stderr).toContain('img/logo.png');
    expect(io.stderr).toContain('kulup-duyuru.html');
    expect(readdirSync(dir).sort()).toEqual(['img', 'kulup-duyuru.html']);
    expect(readFileSync(join(dir, 'kulup-duyuru.html'), 'utf8')).toBe('the club\'s own page');
  });

  it('refuses to overwrite a page someone edited since it was written, naming it', async () => {
    const dir = join(tmp(), 'site');
    expect(await run(['publish', DEMO, '-o', dir], capture())).toBe(0);
    writeFileSync(join(dir, 'round-3.html'), 'edited by hand');
    const io = capture();
    expect(await run(['publish', DEMO, '-o', dir], io)).toBe(1);
    expect(io.stderr).toContain('changed since hakem publish wrote them: round-3.html');
    expect(readFileSync(join(dir, 'round-3.html'), 'utf8')).toBe('edited by hand');
  });

  it('a run cut short leaves a folder the next run still replaces', async () => {
    const dir = join(tmp(), 'site');
    expect(await run(['publish', DEMO, '-o', dir, '--lang', 'en'], capture())).toBe(0);
    // the disk fills up at the fifth page of a run in Turkish: four pages new, the rest as the English run wrote them
    let writes = 0;
    const failing = { ...capture(), writeFile(p: string, d: string | Uint8Array) { if (p.endsWith('.html') && ++writes === 5) throw new Error('ENOSPC'); nodeIO.writeFile(p, d); } };
    await expect(run(['publish', DEMO, '-o', dir, '--lang', 'tr'], failing)).rejects.toThrow('ENOSPC');
    const io = capture();
    expect(await run(['publish', DEMO, '-o', dir, '--lang', 'tr'], io), io.stderr).toBe(0);
    expect(readFileSync(join(dir, 'players.html'), 'utf8')).toContain('<html lang="tr">');
    expect(Object.values((JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8')) as { files: Record<string, unknown> }).files).every((h) => typeof h === 'string')).toBe(true);
  });

  it('removes the pages of an earlier run it no longer writes, and only those', async () => {
    const dir = join(tmp(), 'site');
    expect(await run(['publish', DEMO, '-o', dir, '--lang', 'both'], capture())).toBe(0);
    expect(existsSync(join(dir, 'en', 'round-1.html'))).toBe(true);
    const io = capture();
    expect(await run(['publish', DEMO, '-o', dir, '--lang', 'tr'], io)).toBe(0);
    expect(existsSync(join(dir, 'en', 'round-1.html'))).toBe(false);
    expect(existsSync(join(dir, 'round-1.html'))).toBe(true);
    expect(io.stderr).toContain('en/round-1.html');
  });

  it('refuses Double-Swiss events with the reason, and bad options', async () => {
    for (const [file, words] of [[DOUBLE, 'Double-Swiss']]) {
      const dir = join(tmp(), 'site');
      const io = capture();
      expect(await run(['publish', file, '-o', dir], io)).toBe(1);
      expect(io.stderr).toContain(words);
      expect(existsSync(dir)).toBe(false);
    }
    const io = capture();
    expect(await run(['publish', DEMO, '-o', tmp(), '--lang', 'de'], io)).toBe(2);
    expect(io.stderr).toContain('--lang must be tr, en or both');
    expect(await run(['publish', DEMO], capture())).toBe(2);
    const file = join(tmp(), 'a-file');
    writeFileSync(file, 'x');
    const io2 = capture();
    expect(await run(['publish', DEMO, '-o', file], io2)).toBe(1);
    expect(io2.stderr).toContain('not a folder');
  });
});

describe('the site as one file (the taskpane\'s download)', () => {
  it('holds every page as a section, every link an anchor to one of them', () => {
    const t = loadTournament(DEMO, nodeIO);
    const langs: Array<'tr' | 'en'> = ['tr', 'en'];
    const standings = Object.fromEntries(langs.map((l) => [l, siteStandings(t, l, undefined, undefined, false)])) as Parameters<typeof eventSite>[1]['standings'];
    const html = eventSiteSingleFile(t, { langs, standings, rules: '2026', roundRobin: false });
    const ids = [...html.matchAll(/<section id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toHaveLength(2 * 24);
    expect(ids).toContain('tr-round-3');
    expect(ids).toContain('en-player-17');
    const hrefs = new Set([...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]));
    for (const h of hrefs) expect(ids, h).toContain(h.replace(/^#/, ''));
    expect(html).not.toMatch(/href="[^#]/);
  });
});

describe('rating averages', () => {
  it('name the unrated opponents left out, as `hakem standings --json` does (C.07 10)', async () => {
    // the demo with player 9's rating blanked (columns 49-52): 1, 2 and 14 met him
    const text = readFileSync(DEMO, 'utf8').split('\n').map((l) => (l.startsWith('001    9') ? l.slice(0, 48) + '    ' + l.slice(52) : l)).join('\n');
    const dir = tmp();
    const file = join(dir, 'unrated.trf');
    writeFileSync(file, text);
    const st = capture();
    expect(await run(['standings', file, '--json', '--tiebreaks', 'ARO'], st)).toBe(0);
    const leftOut = (JSON.parse(st.stdout) as Array<{ no: number; unratedOpponentsLeftOut?: number[] }>).filter((r) => r.unratedOpponentsLeftOut);
    expect(leftOut.length).toBeGreaterThan(0);
    const io = capture();
    expect(await run(['publish', file, '-o', join(dir, 'site'), '--lang', 'en', '--tiebreaks', 'ARO'], io), io.stderr).toBe(0);
    const page = readFileSync(join(dir, 'site', 'standings.html'), 'utf8');
    for (const r of leftOut) expect(page).toContain(`<li>${r.no}: unrated opponents ${r.unratedOpponentsLeftOut!.join(', ')} left out of the average (C.07 10)</li>`);
  });
});

describe('a round-robin event', () => {
  it('is published with the round-robin crosstable (9.B), ranked as `hakem standings` ranks it', async () => {
    // four of the demo's players, all-play-all in three rounds (1-4 2-3, 4-3 1-2, 2-4 3-1), all games won by White
    const games: Record<number, Array<[number, number]>> = { 1: [[1, 4], [2, 3]], 2: [[4, 3], [1, 2]], 3: [[2, 4], [3, 1]] };
    const lines = readFileSync(DEMO, 'utf8').split('\n').filter((l) => l.startsWith('001')).slice(0, 4).map((l) => {
      const no = Number(l.slice(4, 8));
      let points = 0;
      const cells = [1, 2, 3].map((r) => {
        const [w, b] = games[r].find((g) => g.includes(no))!;
        const white = w === no;
        if (white) points += 1;
        return `${String(white ? b : w).padStart(4)} ${white ? 'w' : 'b'} ${white ? '1' : '0'}  `;
      });
      return l.slice(0, 80) + points.toFixed(1).padStart(4) + ' '.repeat(7) + cells.join('').trimEnd();
    });
    const dir = tmp();
    const file = join(dir, 'rr.trf');
    writeFileSync(file, ['012 Round robin of four', ...lines, 'XXR 3', ''].join('\n'));
    const io = capture();
    expect(await run(['publish', file, '-o', join(dir, 'site'), '--lang', 'en'], io), io.stderr).toBe(0);
    expect(readFileSync(join(dir, 'site', 'crosstable.html'), 'utf8')).toMatch(/<table class="crosstable round-robin/);
    const st = capture();
    expect(await run(['standings', file, '--json'], st)).toBe(0);
    const page = readFileSync(join(dir, 'site', 'standings.html'), 'utf8');
    const rows = [...page.matchAll(/<tr data-no="(\d+)"><td class="num">(\d+)<\/td>/g)].map((m) => ({ no: Number(m[1]), rank: Number(m[2]) }));
    expect(rows).toEqual((JSON.parse(st.stdout) as Array<{ no: number; rank: number }>).map((x) => ({ no: x.no, rank: x.rank })));
  });
});

describe('a team event (TRF-2026 310 records)', () => {
  /** Each team's match and game points after round 7 as the file's 310 records print them. */
  const printed = () => new Map(readFileSync(TEAMS, 'utf8').split('\n').filter((l) => l.startsWith('310')).map((l) => {
    const m = /^310\s+(\d+)\s+.+?\s{2,}\d+\s+([\d.]+)\s+([\d.]+)/.exec(l)!;
    return [Number(m[1]), [Number(m[2]), Number(m[3])]] as const;
  }));
  const standingsRows = (html: string) => [...html.matchAll(/<tr data-no="(\d+)"><td class="num">\d+<\/td><td class="num">\d+<\/td><td class="name"><a [^>]*>[^<]*<\/a><\/td><td class="num">([\d½]+)<\/td><td class="num">([\d½]+)<\/td>/g)]
    .map((m) => [Number(m[1]), [m[2], m[3]].map((x) => Number(x.replace('½', '')) + (x.endsWith('½') ? 0.5 : 0))] as const);

  it('is published: its rounds, standings, teams and one page per team; a rerun replaces them; others\' files are refused', async () => {
    const dir = join(tmp(), 'site');
    const io = capture();
    expect(await run(['publish', TEAMS, '-o', dir, '--lang', 'en'], io), io.stderr).toBe(0);
    expect(readdirSync(dir).filter((f) => f !== MANIFEST).sort()).toEqual(['index.html', 'standings.html', 'teams.html', ...Array.from({ length: 7 }, (_, i) => `round-${i + 1}.html`), ...Array.from({ length: 15 }, (_, i) => `team-${i + 1}.html`)].sort());
    expect(new Map(standingsRows(readFileSync(join(dir, 'standings.html'), 'utf8')))).toEqual(printed());
    expect(await run(['publish', TEAMS, '-o', dir, '--lang', 'tr'], capture())).toBe(0);
    expect(readFileSync(join(dir, 'standings.html'), 'utf8')).toContain('<html lang="tr">');
    writeFileSync(join(dir, 'kulup.html'), 'the club\'s page');
    const refused = capture();
    expect(await run(['publish', TEAMS, '-o', dir], refused)).toBe(1);
    expect(refused.stderr).toContain('kulup.html');
  });

  it('an unknown tie-break is refused, naming it, and nothing is written', async () => {
    const dir = join(tmp(), 'site');
    const io = capture();
    expect(await run(['publish', TEAMS, '-o', dir, '--tiebreaks', 'OKM,XYZ'], io)).toBe(1);
    expect(io.stderr).toContain('"XYZ"');
    expect(existsSync(dir)).toBe(false);
  });

  it('a round just paired is on its page without results; the standings are after the last finished round, its PAB not yet counted', async () => {
    const dir = tmp();
    const paired = join(dir, 'paired.trf');
    expect(await run(['pair', TEAMS, '--output', paired], capture())).toBe(0);
    const io = capture();
    expect(await run(['publish', paired, '-o', join(dir, 'site'), '--lang', 'en'], io), io.stderr).toBe(0);
    const round8 = readFileSync(join(dir, 'site', 'round-8.html'), 'utf8');
    expect([...round8.matchAll(/<td class="result">([^<]*)<\/td>/g)].map((m) => m[1]).every((x) => x === '')).toBe(true);
    const standings = readFileSync(join(dir, 'site', 'standings.html'), 'utf8');
    expect(standings).toContain('Standings after round 7');
    expect(new Map(standingsRows(standings))).toEqual(printed());
  });
});

