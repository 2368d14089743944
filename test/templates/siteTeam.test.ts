/**
 * A team event's site (templates/siteTeam.ts), from real files and their own figures, never from Hakem's output:
 * - Swiss-Manager's TRF-16 export of the Heraklion Friendship Cup 2024 (test/fixtures/real-trf/teams: 013 lines, 15
 *   teams, 6 boards, 7 rounds) against its published table (the .official.json: matches, W-D-L, MP, game points) and
 *   the players' own round columns (each board's two players, read here from columns 92 on);
 * - a TRF-2026 team file of the C.04.6 reference cases (test/oracle/team-swiss-c046, D-gacrux-s0102-r08: rounds 1-7 of
 *   15 teams, a forfeited match on a 330 line, a PAB each round on the 320 line) against its 310 records' match and
 *   game points, written by the reference platform.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadTournament, nodeIO } from '../../cli/io';
import { lineFinder, readTeamEvent } from '../../engine/trf/team';
import { teamEventSite, teamEventSiteSingleFile, teamSiteStandings } from '../../templates/siteTeam';
import type { Lang } from '../../engine/pairing/types';
import { createStandaloneWorkbook } from '../../addin/host/standalone';
import { createTeamEvent, exportTeamSite } from '../../addin/taskpane/team';

const ROOT = join(__dirname, '..', '..');
const HERAKLION = join(ROOT, 'test', 'fixtures', 'real-trf', 'teams', 'heraklion-friendship-cup-2024.trf');
const OFFICIAL = JSON.parse(readFileSync(join(ROOT, 'test', 'fixtures', 'real-trf', 'teams', 'heraklion-friendship-cup-2024.official.json'), 'utf8')) as { rows: Array<[string, number, number, number, number, number, number, number, number]> };
const TRF2026 = join(ROOT, 'test', 'oracle', 'team-swiss-c046', 'rounds', 'D-gacrux-s0102-r08.trf');

function site(file: string, langs: Lang[], tiebreaks?: string[]) {
  const t = loadTournament(file, { ...nodeIO, err: () => {} });
  const e = readTeamEvent(t, lineFinder(readFileSync(file, 'utf8')), file);
  const standings = Object.fromEntries(langs.map((l) => [l, teamSiteStandings(e, l, tiebreaks, undefined, t.info.startDate)])) as Parameters<typeof teamEventSite>[2]['standings'];
  return { t, e, pages: new Map(teamEventSite(t, e, { langs, standings }).map((p) => [p.path, p.html])), standings };
}

const unescape = (s: string) => s.replace(/<[^>]*>/g, '').replace(/&#x27;/g, '\'').replace(/&#x3D;/g, '=').replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&').trim();
/** The text of each cell of each row of a table body (or of the part of the page given). */
const rows = (html: string) => [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/gs)].map((m) => [...m[1].matchAll(/<td[^>]*>(.*?)<\/td>/gs)].map((c) => unescape(c[1]))).filter((r) => r.length);
/** '2½' → 2.5, '½' → 0.5. */
const num = (x: string) => { const m = /^(\d*)(½?)$/.exec(x.trim()); return m ? Number(m[1] || 0) + (m[2] ? 0.5 : 0) : Number(x); };
const tbody = (html: string, cls: string) => new RegExp(`<table class="${cls}[^"]*">.*?<tbody>(.*?)</tbody>`, 's').exec(html)![1];

/** Round r's boards from the file's own 001 lines: [player, opponent] with the smaller number first. */
function boardsFromTrf(text: string, r: number): Array<[number, number]> {
  const out = new Set<string>();
  for (const line of text.split('\n').filter((l) => l.startsWith('001'))) {
    const m = /^\s*(\d+)\s+[wb]\s+\S/.exec(line.slice(91 + 10 * (r - 1), 91 + 10 * r));
    const me = Number(line.slice(4, 8));
    if (m && Number(m[1]) > 0) out.add(JSON.stringify([Math.min(me, Number(m[1])), Math.max(me, Number(m[1]))]));
  }
  return [...out].map((x) => JSON.parse(x) as [number, number]).sort((a, b) => a[0] - b[0]);
}

/** Each match of a round page: the two teams, each board's players and result, the game and match points shown. */
function matchesOf(html: string) {
  return [...html.matchAll(/<section class="match" data-white="(\d+)" data-black="(\d+)">(.*?)<\/section>/gs)].map((m) => {
    const body = rows(/<tbody>(.*?)<\/tbody>/s.exec(m[3])![1]);
    const foot = rows(/<tfoot>(.*?)<\/tfoot>/s.exec(m[3])![1]);
    const score = (s: string) => s.split(':').map(num) as [number, number];
    return { white: Number(m[1]), black: Number(m[2]), boards: body.map((c) => ({ white: Number(c[1]), black: Number(c[6]), result: c[4] })), gp: score(foot[0][1]), mp: score(foot[1][1]), forfeit: m[3].includes('class="note"') };
  });
}
/** The game points of a board result as written ('1-0', '1/2-1/2', '+--', …): [white side, black side]. */
const boardPoints = (r: string): [number, number] => ({ '1-0': [1, 0], '0-1': [0, 1], '1/2-1/2': [0.5, 0.5], '+--': [1, 0], '--+': [0, 1], '--': [0, 0], '0-0': [0, 0] } as Record<string, [number, number]>)[r];

describe('a Swiss-Manager TRF-16 team event (013 lines): the Heraklion Friendship Cup 2024', () => {
  const text = readFileSync(HERAKLION, 'utf8');
  const { pages } = site(HERAKLION, ['en']);

  it('has a home page, the seven rounds, the standings, the teams and one page per team', () => {
    expect([...pages.keys()].sort()).toEqual(['index.html', 'standings.html', 'teams.html', ...Array.from({ length: 7 }, (_, i) => `round-${i + 1}.html`), ...Array.from({ length: 15 }, (_, i) => `team-${i + 1}.html`)].sort());
    expect(pages.get('index.html')).toContain('ΔΙΑΣΥΛΛΟΓΙΚΟ ΚΥΠΕΛΛΟ ΚΡΗΤΙΚΗΣ ΦΙΛΙΑΣ 2024');
    for (const [path, html] of pages) expect(html, path).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  });

  it('each round page has the boards the players\' lines record, and each match\'s boards add up to its game and match points', () => {
    for (let r = 1; r <= 7; r++) {
      const matches = matchesOf(pages.get(`round-${r}.html`)!);
      expect(matches).toHaveLength(7); // 15 teams: seven matches and a bye
      const seen = matches.flatMap((m) => m.boards.filter((b) => b.white && b.black).map((b) => [Math.min(b.white, b.black), Math.max(b.white, b.black)] as [number, number]));
      expect(seen.sort((a, b) => a[0] - b[0]), `round ${r}`).toEqual(boardsFromTrf(text, r));
      for (const m of matches) {
        const sum = m.boards.map((b) => boardPoints(b.result)).reduce((a, b) => [a[0] + b[0], a[1] + b[1]], [0, 0]);
        expect(m.gp, `round ${r}, ${m.white}-${m.black}`).toEqual(sum);
        // C.04.6 1.2 with 2/1/0 (no 362): the match to the team with more game points, a draw at equal
        expect(m.mp).toEqual(sum[0] > sum[1] ? [2, 0] : sum[0] < sum[1] ? [0, 2] : [1, 1]);
      }
    }
  });

  it('the standings have every team\'s published match points, and the game points but where the file is damaged', () => {
    const table = rows(tbody(pages.get('standings.html')!, 'standings'));
    expect(table).toHaveLength(15);
    for (const [name, , , , , mp, gp] of OFFICIAL.rows) {
      const row = table.find((c) => c[2] === name)!;
      expect(num(row[3]), name).toBe(mp);
      // Α.Σ.ΗΡΟΔΟΤΟΣ: player 41's round 7 reads "74 w -" where his points column and the table count a win (README)
      expect(num(row[4]), name).toBe(name === 'Α.Σ.ΗΡΟΔΟΤΟΣ' ? gp - 1 : gp);
    }
    // the default tie-breaks of `hakem standings TEAMS.trf`, and what the reader assumed, under the table
    expect(pages.get('standings.html')).toMatch(/<th>MP<\/th><th>GP<\/th><th>OKM<\/th><th>TSB<\/th>/);
    expect(pages.get('standings.html')).toContain('the only team without a match, had the pairing-allocated bye (TRF-16 has no bye record), worth a drawn match');
    expect(pages.get('standings.html')).toContain('Ranked by MP (the primary score, C.04.6 1.2), then OKM, TSB.');
  });

  it('ranked by match points then game points, the teams stand in the published order', () => {
    const { pages: byGp } = site(HERAKLION, ['en'], ['GP']);
    expect(rows(tbody(byGp.get('standings.html')!, 'standings')).map((c) => c[2])).toEqual(OFFICIAL.rows.map((r) => r[0]));
  });

  it('each team\'s page: its matches, won, drawn and lost as published, its line-up in the 013 line\'s order', () => {
    for (const [name, matches, won, drawn, lost, mp] of OFFICIAL.rows) {
      // the team's page, found by its name on the list of teams
      const no = Number([...pages.get('teams.html')!.matchAll(/<a href="team-(\d+)\.html">\d+\. ([^<]*)<\/a>/g)].find((m) => unescape(m[2]) === name)![1]);
      const html = pages.get(`team-${no}.html`)!;
      const list = rows(tbody(html, 'team-rounds'));
      expect(list).toHaveLength(7);
      const played = list.filter((c) => c[2] !== '');
      expect(played.length, name).toBe(matches);
      expect([won, drawn, lost], name).toEqual([2, 1, 0].map((p) => played.filter((c) => num(c[4]) === p).length));
      // the published table counts the round a team sat out as a drawn match (1 MP): the rounds add up to its MP
      expect(list.reduce((s, c) => s + num(c[4]), 0), name).toBe(mp);
      // the 013 line: the team's name at columns 5-36, then its players' numbers in board order
      const l013 = text.split('\n').find((l) => l.startsWith('013 ') && l.slice(4, 36).trim() === name)!;
      expect(rows(tbody(html, 'line-up')).map((c) => Number(c[1])), name).toEqual(l013.slice(36).trim().split(/\s+/).map(Number).filter((x) => x > 0));
    }
  });

  it('each player on his team\'s page: the games he played and his points, as his 001 line has them', () => {
    const players = text.split('\n').filter((l) => l.startsWith('001'));
    const lineUps = [...pages.entries()].filter(([p]) => p.startsWith('team-')).flatMap(([, html]) => rows(tbody(html, 'line-up')));
    expect(lineUps).toHaveLength(players.length);
    for (const line of players) {
      const no = Number(line.slice(4, 8));
      const row = lineUps.find((c) => Number(c[1]) === no)!;
      // games over the board: a round cell with an opponent and a result 1, = or 0 (columns 92 on, 10 a round)
      const cells = Array.from({ length: 7 }, (_, r) => line.slice(91 + 10 * r, 91 + 10 * (r + 1)));
      const played = cells.filter((c) => /^\s*[1-9]\d*\s+[wb]\s+[10=]/.test(c)).length;
      // player 41: "74 w -" in round 7 where his points column (1.0) counts a forfeit win (fixture README)
      const points = Number(line.slice(80, 84)) - (no === 41 ? 1 : 0);
      expect([Number(row[4]), num(row[5])], `player ${no}`).toEqual([played, points]);
    }
  });

  it('in Turkish: the same pages under tr/ and en/, one link apart, Turkish headings', () => {
    const both = site(HERAKLION, ['tr', 'en']).pages;
    expect(both.get('index.html')).toContain('href="tr/index.html"');
    expect(both.get('tr/standings.html')).toContain('7. tur sonunda sıralama');
    expect(both.get('tr/standings.html')).toMatch(/<th class="name">Takım<\/th><th>MP<\/th><th>OP<\/th>/);
    expect(both.get('tr/round-2.html')).toContain('href="../en/round-2.html" hreflang="en">English<');
    expect(both.get('tr/team-3.html')).toContain('Kadro (masa sırasıyla)');
    expect(both.get('tr/round-1.html')).toContain('eşlendirme bayı (PAB)');
  });
});

describe('a TRF-2026 team file (310 records; a forfeited match, a PAB each round)', () => {
  const text = readFileSync(TRF2026, 'utf8');
  const { pages } = site(TRF2026, ['en']);

  it('the standings have the match and game points of the file\'s 310 records', () => {
    const table = rows(tbody(pages.get('standings.html')!, 'standings'));
    const printed = text.split('\n').filter((l) => l.startsWith('310')).map((l) => /^310\s+(\d+)\s+(.+?)\s{2,}\d+\s+([\d.]+)\s+([\d.]+)\s+\d+/.exec(l)!);
    expect(printed).toHaveLength(15);
    for (const m of printed) {
      const row = table.find((c) => Number(c[1]) === Number(m[1]))!;
      expect([row[2], num(row[3]), num(row[4])]).toEqual([m[2], Number(m[3]), Number(m[4])]);
    }
  });

  it('the PAB of each round (320: its value and teams) and the forfeited match (330) are on the round pages', () => {
    const l320 = text.split('\n').find((l) => l.startsWith('320'))!.slice(4).trim().split(/\s+/).map(Number);
    const [mp, gp, ...teams] = l320;
    teams.forEach((team, i) => {
      const html = pages.get(`round-${i + 1}.html`)!;
      expect(rows(tbody(html, 'unpaired')).map((c) => [Number(c[0]), c[2], num(c[3]), num(c[4])])).toEqual([[team, 'pairing-allocated bye (PAB)', mp, gp]]);
    });
    // 330 "+-   5  14   6" (type 5-6, round 8-10, White team 12-14, Black team 16-18): in round 5, team 14 (White on
    // board 1) wins the match against team 6 by forfeit
    const l330 = text.split('\n').find((l) => l.startsWith('330'))!;
    const [sign, r, w, b] = [l330.slice(4, 6), l330.slice(7, 10), l330.slice(11, 14), l330.slice(15, 18)].map((x) => x.trim());
    const m = matchesOf(pages.get(`round-${r}.html`)!).find((x) => x.white === Number(w) && x.black === Number(b))!;
    expect(sign).toBe('+-');
    expect(m.forfeit).toBe(true);
    expect(m.mp).toEqual([2, 0]);
  });

  it('a name is text, never markup', () => {
    const t = loadTournament(TRF2026, nodeIO);
    const e = readTeamEvent(t, lineFinder(text), TRF2026);
    e.teams[0].name = '<script>x</script> & Co';
    t.players[0].name = '<img src=x onerror=alert(1)>';
    const standings = { en: teamSiteStandings(e, 'en', undefined, undefined, t.info.startDate) } as Parameters<typeof teamEventSite>[2]['standings'];
    for (const p of teamEventSite(t, e, { langs: ['en'], standings })) {
      expect(p.html, p.path).not.toContain('<script>x');
      expect(p.html, p.path).not.toContain('<img');
    }
  });

  it('as one file (the taskpane\'s download): every page a section, every link an anchor to one of them', () => {
    const t = loadTournament(TRF2026, nodeIO);
    const e = readTeamEvent(t, lineFinder(text), TRF2026);
    const langs: Lang[] = ['tr', 'en'];
    const standings = Object.fromEntries(langs.map((l) => [l, teamSiteStandings(e, l, undefined, undefined, t.info.startDate)])) as Parameters<typeof teamEventSite>[2]['standings'];
    const html = teamEventSiteSingleFile(t, e, { langs, standings });
    const ids = [...html.matchAll(/<section id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toHaveLength(2 * (1 + 7 + 1 + 1 + 15));
    for (const h of new Set([...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]))) expect(ids, h).toContain(h.replace(/^#/, ''));
  });

  it('the taskpane\'s download on a team event: the same site as one file, the standings with the 310 records\' points', async () => {
    let downloaded: { fileName: string; content: string } | undefined;
    const wb = createStandaloneWorkbook([], { download: (fileName, content) => { downloaded = { fileName, content }; } });
    const r = await createTeamEvent(wb, { kind: 'team-trf', text, fileName: 'ev.trf' }, { language: 'en' });
    if (!r.ok) throw new Error(r.message.en);
    const f = await exportTeamSite(wb);
    if (!f.ok) throw new Error(f.message.en);
    expect(downloaded?.fileName).toBe('Random-team-event-seed-102-site.html');
    const section = /<section id="en-standings"[^>]*>(.*?)<\/section>/s.exec(downloaded!.content)![1];
    const table = rows(tbody(section, 'standings'));
    for (const l of text.split('\n').filter((x) => x.startsWith('310'))) {
      const m = /^310\s+(\d+)\s+(.+?)\s{2,}\d+\s+([\d.]+)\s+([\d.]+)/.exec(l)!;
      const row = table.find((c) => Number(c[1]) === Number(m[1]))!;
      expect([num(row[3]), num(row[4])], m[2]).toEqual([Number(m[3]), Number(m[4])]);
    }
    expect(downloaded!.content).toContain('id="tr-round-7"');
  });
});
