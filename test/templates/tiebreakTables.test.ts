/**
 * The tie-break worked tables of the documents (000/001), rendered from the engine's figures:
 * the adjusted-score table, Buchholz of Buchholz (Tablo 6), Koya and extended Koya, Kashdan (Tablo 4), the
 * progressive card, the team OKM / SB tables (Tablo 13-16) and Şener's cards (001 Tablo 2-10).
 * Expected numbers are the documents' (from the fixtures); where the book prints a number its own rule does not
 * give, the test asserts the rule's value and that the note explaining the difference is printed.
 * Each template also has a reviewed golden file (test/templates/golden/*.html): generated once, read and checked
 * against the document by eye, then committed.
 */
import { describe, expect, it } from 'vitest';
import { readFixture } from '../helpers/examples';
import { tournamentFromPrinted } from '../helpers/perPlayer';
import { fromRows, roundRobin, type Row } from '../tiebreak/build';
import { golden } from './golden';
import { adjustedScoreTable } from '../../engine/report/adjustedScoreTable';
import { buchholzOfBuchholzTable } from '../../engine/report/buchholzOfBuchholzTable';
import { koyaTable } from '../../engine/report/koyaTable';
import { kashdanTable } from '../../engine/report/kashdanTable';
import { progressiveCard } from '../../engine/report/progressiveCard';
import { pairingCard } from '../../engine/report/pairingCard';
import { renderDocument } from '../../templates/documents';
import { renderFragment, renderPage } from '../../templates/render';
import { bbPageModel, koyaPageModel, renderTeamTables, renderTiebreakPage, teamTablesModel } from '../../templates/tiebreakDocuments';
import { bergerTeamNotes, ezgiBbNote, senerNotes, teamCSbNote } from '../../templates/workbook/bookNotes';
import type { TeamEvent } from '../../engine/tiebreak';

const tr = (x: number) => String(x).replace('.', ',');
const half = (x: number) => (Number.isInteger(x) ? String(x) : `${Math.floor(x) || ''}½`);
const unescape = (html: string) => html.replace(/&#x3D;/g, '=').replace(/&#x27;/g, "'").replace(/&amp;/g, '&');

/** Rows of the table(s) whose opening tag matches `open`: each row's cell texts. */
function rowsOf(html: string, open: RegExp): string[][] {
  const out: string[][] = [];
  for (const m of html.matchAll(new RegExp(`${open.source}[\\s\\S]*?</table>`, 'g'))) {
    const body = m[0].slice(m[0].indexOf('<tbody>'), m[0].indexOf('</tbody>'));
    for (const r of body.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)) {
      out.push([...r[1].matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((c) => unescape(c[1].replace(/<[^>]+>/g, '')).replace(/\s+/g, ' ').trim()));
    }
  }
  return out;
}

const table1 = readFixture('tiebreak-table1.json');
const t1 = tournamentFromPrinted(table1.players, 'Tablo 1');

describe('Ayarlanmış Puan Çizelgesi (adjusted-score table, 000 Tablo 1-2)', () => {
  const html = renderDocument('adjusted-scores', t1, { lang: 'tr' });
  const rows = rowsOf(html, /<table class="adjusted-scores">/);

  it('lists every player of Tablo 1 with the printed total and the adjusted score (unplayed games as draws)', () => {
    expect(rows.map((r) => Number(r[0]))).toEqual(table1.players.map((p: any) => p.no));
    for (const p of table1.players) {
      const row = rows.find((r) => r[0] === String(p.no))!;
      expect(row[1]).toBe(p.name);
      expect(row[2]).toBe(tr(p.printed_total));
      expect(row[3], p.name).toBe(tr(table1.adjusted_scores_recomputed[String(p.no)]));
    }
  });

  it("Umay: 4 points, adjusted 3,5 (000 Tablo 2: the round-5 forfeit win counts ½); Ulya 3 → 3,5", () => {
    expect(rows[10].slice(1, 5)).toEqual(['UMAY', '4', '3,5', '5. tur: hükmen galibiyet (1)']);
    expect(rows[8].slice(1, 5)).toEqual(['ULYA', '3', '3,5', '5. tur: hükmen yenilgi (0)']);
    expect(adjustedScoreTable(t1, { lang: 'en' }).rows[10].adjusted).toBe('3.5');
  });

  it('matches the reviewed golden file', () => {
    expect(html).toBe(golden('adjusted-scores.html', html));
  });
});

describe("Buchholz'un Buchholz'u (000 Tablo 6): İrem 182, Ezgi 180,5 by the rule (the book prints 181)", () => {
  const bb = table1.expected.buchholz_of_buchholz;
  const table = buchholzOfBuchholzTable(t1, [3, 7], { lang: 'tr', notes: { 7: [ezgiBbNote('tr', { ezgiBb: 180.5, umayBuchholz: 26 })] } });
  const html = renderTiebreakPage('buchholz-of-buchholz', bbPageModel(table), 'tr');

  it("İrem: every opponent's row (opponents and adjusted scores round by round) and Buchholz as printed; BB 182", () => {
    const irem = table.players[0];
    const printed = bb.tablo6['İREM'].rows;
    expect(irem.rows.map((r) => r.opponent)).toEqual(printed.map((r: any) => r.opponent));
    irem.rows.forEach((r, i) => {
      expect(r.cells.map((c) => [c.opponent, c.value]), printed[i].opponent_name).toEqual(printed[i].cells.map((c: any) => [c.opponent, tr(c.adjusted_score)]));
      expect(r.buchholz).toBe(tr(printed[i].buchholz));
    });
    expect(irem.bbValue).toBe(bb.irem_bb);
  });

  it("Ezgi: the rows as printed except Umay's: round 5 is her virtual opponent 3 (not Ulya's 3,5), Buchholz 26 (not 26,5); BB 180,5", () => {
    const ezgi = table.players[1];
    const printed = bb.tablo6['EZGİ'].rows;
    ezgi.rows.forEach((r, i) => {
      if (r.opponent === 11) return;
      expect(r.cells.map((c) => [c.opponent, c.value]), printed[i].opponent_name).toEqual(printed[i].cells.map((c: any) => [c.opponent, tr(c.adjusted_score)]));
      expect(r.buchholz).toBe(tr(printed[i].buchholz));
    });
    const umay = ezgi.rows.find((r) => r.opponent === 11)!;
    expect(umay.cells[4]).toEqual({ opponent: 9, value: '3', numeric: 3, virtual: true });
    expect(umay.buchholz).toBe('26');
    expect(ezgi.bbValue).toBe(180.5);
    expect(bb.ezgi_bb).toBe(181); // what the book prints
  });

  it('the page prints both totals, marks the virtual cell and explains the difference with the book', () => {
    const page = unescape(html);
    expect(page).toMatch(/TOPLAM \(BB\)<\/th><td class="pts">182<\/td>/);
    expect(page).toMatch(/TOPLAM \(BB\)<\/th><td class="pts">180,5<\/td>/);
    expect(page).toContain('<td class="opp">9</td><td class="virtual">3</td>');
    expect(page).toContain('UMAY (11), 5. tur: sanal rakip: tur öncesi puan + ters sonuç + kalan tur başına ½: 2 + 0 + ½ × 2 = 3.');
    expect(page).toContain("Kitap (Tablo 6) Ezgi'nin BB'sini 181 basar");
    expect(page).toContain("Kurala göre Ezgi'nin BB'si: 180,5.");
  });

  it('matches the reviewed golden file', () => {
    expect(html).toBe(golden('buchholz-of-buchholz.html', html));
  });

  it('the document kind renders any tournament (one player on request)', () => {
    const one = renderDocument('buchholz-of-buchholz', t1, { player: 3, lang: 'en' });
    expect(one).toMatch(/TOTAL \(BB\)<\/th><td class="pts">182<\/td>/);
    expect(one.match(/<table class="bb"/g)).toHaveLength(1);
  });
});

const kkp = readFixture('tiebreak-koya-kashdan-progressive.json');
const rr12 = kkp.round_robin_12;
const t12 = roundRobin(Object.fromEntries(rr12.players.map((p: any) => [p.no, p.results])), Object.fromEntries(rr12.players.map((p: any) => [p.no, p.name])));

describe('Koya (000 Tablo 5-6) and extended Koya (001 Tablo 8-10)', () => {
  const html = renderDocument('koya', t12, { lang: 'tr' });
  const tables = [...html.matchAll(/<table class="koya" data-extend="(\d+)">/g)].map((m) => m[1]);

  it('the Koya group is players 1-6 (5½ = 50% of 11); each row is Tablo 6\'s; Ali 3, Veli 2½', () => {
    expect(tables).toEqual(['0', '1']);
    const rows = rowsOf(html, /<table class="koya" data-extend="0">/);
    const helper = rr12.expected.tablo6_helper.rows as Record<string, string[]>;
    expect(rows.map((r) => `${r[0]} ${r[1]}`)).toEqual(Object.keys(helper));
    for (const r of rows) expect(r.slice(2, 8), r[1]).toEqual(helper[`${r[0]} ${r[1]}`]);
    expect(rows[0][9]).toBe(half(rr12.expected.koya.Ali));
    expect(rows[1][9]).toBe(half(rr12.expected.koya.Veli));
    expect(html).toContain('Koya grubu: en az 5,5 Puan');
  });

  it('matches the reviewed golden file', () => {
    expect(html).toBe(golden('koya.html', html));
  });

  it('7 players: Koya group 1-4 with 1½, 1½, 1; extended to 1-6: players 1 and 2 get 3½ and 3 (001 Tablo 10)', () => {
    const x = kkp.round_robin_7_extended_koya;
    const t7 = roundRobin(x.results);
    const koya = koyaTable(t7, { lang: 'tr' });
    expect(koya.group.map((g) => g.no)).toEqual(x.expected.koya_group);
    expect(koya.rows.slice(0, 3).map((r) => r.koyaValue)).toEqual([x.expected.koya_tablo9['1'], x.expected.koya_tablo9['2'], x.expected.koya_tablo9['3']]);
    const ext = koyaTable(t7, { lang: 'tr', extend: 1 });
    expect(ext.group.map((g) => g.no)).toEqual(x.expected.extended_group);
    expect(ext.rows[0].koyaValue).toBe(x.expected.extended_koya_tablo10['1']);
    expect(ext.rows[1].koyaValue).toBe(x.expected.extended_koya_tablo10['2']);
    const page = renderTiebreakPage('koya', koyaPageModel(t7, 'tr'), 'tr');
    const extRows = rowsOf(page, /<table class="koya" data-extend="1">/);
    expect(extRows.slice(0, 2).map((r) => r[r.length - 1])).toEqual(['3½', '3']);
    expect(page).toContain('Genişletilmiş Koya');
    expect(page).toBe(golden('koya-extended.html', page));
  });

  it('refuses a Swiss tournament', () => {
    expect(() => renderDocument('koya', t1, {})).toThrow(/round-robin/);
  });
});

describe('Kashdan (000 Tablo 4): Suat 22, Melih 21', () => {
  const k = kkp.kashdan.expected;
  const html = renderDocument('kashdan', t12, { lang: 'tr' });
  const rows = rowsOf(html, /<table class="kashdan">/);

  it('opponent by opponent as Tablo 4 (win 4, draw 2, loss 1; the player\'s own column empty), totals 22 and 21', () => {
    for (const no of ['9', '10']) {
      const row = rows.find((r) => r[0] === no)!;
      expect(row.slice(3, 15)).toEqual(k[no].per_opponent.map((x: number | null) => (x === null ? '' : String(x))));
      expect(row[15]).toBe(String(k[no].total));
    }
    expect(kashdanTable(t12, [9, 10]).rows.map((r) => r.totalValue)).toEqual([22, 21]);
  });

  it('matches the reviewed golden file (the tied players 9 and 10, as the document shows them)', () => {
    const page = renderTiebreakPage('kashdan', kashdanTable(t12, [9, 10], { lang: 'tr' }), 'tr');
    expect(page).toBe(golden('kashdan.html', page));
  });
});

describe('progressive card (000 Kademeli, 001 Tablo 1-4)', () => {
  const p = kkp.progressive;
  const t = fromRows(
    [{ no: 1, name: 'Kademeli', rounds: p.card.map((c: any, i: number) => ({ round: c.round, opponent: 101 + i, colour: c.colour, result: c.result })) }],
    p.card.map((_: any, i: number) => ({ no: 101 + i })),
  );
  const html = renderDocument('progressive-cards', t, { player: 1, lang: 'tr' });

  it('rounds, colours (B/S), results and the printed running totals 1, 1, 1,5, 2,5, 3,5, 3,5, 3,5', () => {
    const rows = rowsOf(html, /<table class="progressive-card"[^>]*>/);
    expect(rows).toEqual(p.card.map((c: any, i: number) => [String(c.round), c.colour === 'w' ? 'B' : 'S', c.result.replace('1/2', '½'), tr(p.printed_running_totals[i])]));
  });

  it('totals 16,5; cut 1, 2, 3: 15,5, 14,5, 13; score 3,5, adjusted score 3', () => {
    const card = progressiveCard(t, 1, { lang: 'tr' });
    expect(card.totals.map((x) => x.numeric)).toEqual([p.expected.progressive, p.expected.cut_1, p.expected.cut_2, p.expected.cut_3]);
    const page = unescape(html);
    expect(page).toContain('Kademeli Toplamı</th><td class="pts">16,5</td>');
    expect(page).toContain('Kademeli 3 Eksiltilmiş</th><td class="pts">13</td>');
    expect(page).toContain('Toplam Puan</th><td>3,5</td>');
    expect(page).toContain('Ayarlanmış Puan</th><td>3</td>');
  });

  it('matches the reviewed golden file', () => {
    expect(html).toBe(golden('progressive-card.html', html));
  });
});

const teams = readFixture('tiebreak-teams.json');

function swissEvent(): TeamEvent {
  const e: TeamEvent = { boards: teams.boards, teams: teams.teams.map((t: any) => ({ no: t.no, name: t.team })), matches: [] };
  for (const t of teams.teams) for (const r of t.rounds) if (t.no < r.opponent) {
    const o = teams.teams.find((x: any) => x.no === r.opponent).rounds.find((x: any) => x.round === r.round);
    e.matches.push({ round: r.round, home: t.no, away: r.opponent, homePoints: r.board_points, awayPoints: o.board_points });
  }
  return e;
}

describe('team tables (000 Tablo 13-14): OKM C 88, D 95; team SB D 400, C 376,5 by the rule (book 385,5)', () => {
  const e = swissEvent();
  const notes = { TSB: [teamCSbNote('tr', { cSb: 376.5 })] };
  const html = renderTeamTables(e, { lang: 'tr', teams: [3, 4], notes });
  const okm = rowsOf(html, /<table class="team-tiebreak" data-method="OKM">/);
  const tsb = rowsOf(html, /<table class="team-tiebreak" data-method="TSB">/);

  it("OKM: the opponents' match points round by round as Tablo 13, the sum, the lowest left out, OKM", () => {
    for (const [i, name] of [[0, 'C'], [1, 'D']] as const) {
      const x = teams.expected.tablo13[name];
      expect(okm[i][1]).toBe(name);
      expect(okm[i].slice(4, 13).map((c) => Number(c.split(' ').pop()))).toEqual(x.opponents_mp);
      expect(okm[i].slice(13)).toEqual([String(x.sum), String(x.dropped_lowest), String(x.okm)]);
    }
    expect(okm.map((r) => Number(r[15]))).toEqual([teams.expected.okm.C, teams.expected.okm.D]);
  });

  it('team SB: D round by round as Tablo 14, 5,5 left out, 400; C with 4 × 9 = 36 in round 8 and 376,5, the note giving the book\'s 385,5', () => {
    const product = (c: string) => Number(c.split('= ').pop()!.replace(',', '.'));
    expect(tsb[1].slice(4, 13).map(product)).toEqual(teams.expected.tablo14.D.per_round);
    expect(tsb[1].slice(13)).toEqual(['5,5', '400']);
    expect(tsb[0].slice(4, 13).map(product)).toEqual(teams.recomputed.tablo14_per_round.C);
    expect(tsb[0][11]).toBe('E 4 × 9 = 36');
    expect(tsb[0][14]).toBe(tr(teams.recomputed.team_sb.C));
    expect(unescape(html)).toContain('Kitap (Tablo 14) C takımının SB\'sini 385,5 basar');
    expect(unescape(html)).toContain('<td class="cut"><span class="opp">F</span> 0,5 × 11 = 5,5</td>');
  });

  it('matches the reviewed golden file', () => {
    expect(html).toBe(golden('team-tables.html', html));
  });

  it('team round robin (Tablo 15-16): the rule\'s values, with the notes on D\'s match points and the slips', () => {
    const b = teams.berger_team_tables;
    const names = ['A', 'B', 'C', 'D'];
    const rr: TeamEvent = { boards: 4, teams: names.map((n, i) => ({ no: i + 1, name: n })), matches: [] };
    let round = 0;
    for (let i = 0; i < 4; i++) for (let j = i + 1; j < 4; j++) rr.matches.push({ round: ++round, home: i + 1, away: j + 1, homePoints: b.crosstable[names[i]][names[j]], awayPoints: b.crosstable[names[j]][names[i]] });
    const n = bergerTeamNotes('tr', { dMp: 2, aSbRr: 22, cSbBt: 6.25, dSbBt: 6.5 });
    const model = teamTablesModel(rr, { lang: 'tr', roundRobin: true, notes: { 'TSB-RR': n.rr, 'TSB-BT': n.bt } });
    const [t15, t16] = model.tables;
    expect(t15.rows.map((r) => r.numeric)).toEqual(names.map((x) => b.recomputed.sb_board_points_x_opponent_mp[x]));
    expect(t15.rows.map((r) => Number(r.matchPoints))).toEqual(names.map((x) => b.recomputed.mp[x]));
    expect(t16.rows.map((r) => r.numeric)).toEqual(names.map((x) => b.recomputed.sb_board_totals_of_beaten_plus_half_drawn[x]));
    expect([t16.rows[0].numeric, t16.rows[1].numeric]).toEqual([b.printed_tablo16.A.sb, b.printed_tablo16.B.sb]); // as printed
    expect(t15.rows[3].numeric).toBe(b.printed_tablo15.D.sb); // as printed
    const page = unescape(renderTiebreakPage('team-tables', model, 'tr'));
    expect(page).toContain("Kitap (Tablo 15) D'nin maç puanını 1 basar");
    expect(page).toContain("A'nın SB'si: 22.");
    expect(page).toContain('Kitap (Tablo 16) C için 7,25');
    expect(page).toContain('Kitap (Tablo 16) D için 3,25');
    const html16 = renderTiebreakPage('team-tables', model, 'tr');
    expect(html16).toBe(golden('team-round-robin.html', html16));
  });
});

describe("Şener's cards (001 Tablo 2-10): Buchholz 30,5, Median 21,5, Cut-1 27,5, Cut-2 24, SB 22; Çağatay's virtual opponent 3,5", () => {
  const fx = readFixture('tiebreak-sener.json');
  const table = fx.tablo8_partial_crosstable.rows as any[];
  const noByRank = new Map<number, number>(table.map((r) => [r.rank, r.no]));
  const extra = new Set<number>();
  let unknown = 900;
  const rows: Row[] = table.map((r) => ({
    no: r.no, name: r.name,
    rounds: r.rounds.map((x: any) => {
      let opponent: number | null = null;
      if (x.opponent_rank !== null) opponent = noByRank.get(x.opponent_rank) ?? 100 + x.opponent_rank;
      else if (x.result === '1' && x.colour) opponent = ++unknown;
      if (opponent !== null && !noByRank.has(x.opponent_rank ?? -1)) extra.add(opponent);
      return { round: x.round, opponent, colour: x.colour, result: x.result };
    }),
  }));
  const t = fromRows(rows, [...extra].map((no) => ({ no, name: '' })));
  const cards = ['BH-M1', 'BH-C1', 'BH-C2'].map((median) => pairingCard(t, 4, { lang: 'tr', median }));
  const e = fx.expected;

  it('the sums as the book prints them', () => {
    expect(cards[0].solkoff).toBe(tr(e.buchholz));
    expect(cards[0].median).toBe(tr(e.median_1));
    expect(cards[1].median).toBe(tr(e.cut_1));
    expect(cards[2].median).toBe(tr(e.cut_2));
    expect(cards[0].berger).toBe(tr(e.sonneborn_berger));
    expect(cards[0].adjustedScore).toBe(tr(e.adjusted_score));
  });

  it("the card row by row (001 Tablo 9): opponent, its adjusted score, SB share; round 2 is Çağatay's forfeit: virtual 1 + 0 + ½ × 5 = 3,5", () => {
    expect(cards[0].rows.map((r) => [r.opponentNo, r.solkoff, r.berger])).toEqual(fx.sener_card.map((c: any) => [c.opponent_no, tr(c.opp_value), tr(c.sb)]));
    expect(cards[0].rows[1].how).toBe('sanal rakip: tur öncesi puan + ters sonuç + kalan tur başına ½: 1 + 0 + ½ × 5 = 3½');
    expect(cards[0].rows[1].solkoff).toBe(tr(e.virtual_opponent_round2_cagatay));
  });

  it('renders the three cards with the notes, matching the reviewed golden file', () => {
    const page = { title: 'Şener', html: cards.map((c) => renderFragment('pairing-card', c, 'tr')).join('\n') + senerNotes('tr').map((n) => `<p class="note">${n}</p>`).join('') };
    const html = renderPage('raw', page, 'tr');
    expect(unescape(html)).toContain('Tur 2: sanal rakip: tur öncesi puan + ters sonuç + kalan tur başına ½: 1 + 0 + ½ × 5 = 3½');
    expect(html).toBe(golden('sener-cards.html', html));
  });
});

describe('hakem render with the tie-break documents', () => {
  it('prints the adjusted scores, the BB table of one player and the Kashdan table from a TRF file; refuses Koya for a Swiss event', async () => {
    const { run } = await import('../../cli/main');
    const { memoryIO } = await import('../helpers/io');
    const { writeTrf } = await import('../../engine/trf/write');
    const io = memoryIO({ 't1.trf': writeTrf(t1), 'rr.trf': writeTrf(t12) });
    expect(await run(['render', 'buchholz-of-buchholz', 't1.trf', '--player', '3', '-o', 'bb.html'], io)).toBe(0);
    expect(io.files.get('bb.html')).toMatch(/TOPLAM \(BB\)<\/th><td class="pts">182<\/td>/);
    expect(await run(['render', 'adjusted-scores', 't1.trf', '--lang', 'en', '-o', 'adj.html'], io)).toBe(0);
    expect(io.files.get('adj.html')).toContain('<td class="name">UMAY</td><td>4</td><td class="pts">3.5</td>');
    expect(await run(['render', 'kashdan', 'rr.trf', '--player', '9', '-o', 'k.html'], io)).toBe(0);
    expect(io.files.get('k.html')).toContain('<td class="pts">22</td>');
    expect(await run(['render', 'koya', 'rr.trf', '-o', 'koya.html'], io)).toBe(0);
    expect(await run(['render', 'koya', 't1.trf', '-o', 'bad.html'], io)).not.toBe(0);
    expect(io.stderr).toContain('Koya is a round-robin tie-break');
    expect(io.files.has('bad.html')).toBe(false);
  });
});
