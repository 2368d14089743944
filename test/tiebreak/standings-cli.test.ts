/** `hakem standings` in-process on the documents' Tablo 1 written as TRF. */
import { describe, expect, it } from 'vitest';
import { run } from '../../cli/main';
import { writeTrf } from '../../engine/trf/write';
import { memoryIO } from '../helpers/io';
import { fixture, fromRows } from './build';

const fx = fixture('tiebreak-table1.json');
const t = fromRows(fx.players.map((p: any) => ({ no: p.no, name: p.name, rounds: p.rounds })));
t.info.name = 'Tablo 1';
const files = { 't1.trf': writeTrf(t) };

describe('hakem standings', () => {
  it('--json: one object per player with the tie-breaks asked for; Umay BH 26, BH-C1 23.5, BH-M1 18.5, SB 12.5', async () => {
    const io = memoryIO(files);
    expect(await run(['standings', 't1.trf', '--tiebreaks', 'BH,BH-C1,BH/M1,SB', '--json', '--rules', '2009'], io)).toBe(0);
    expect(io.stderr).toContain('Tie-break rules 2009: named by the arbiter');
    const rows = JSON.parse(io.stdout);
    expect(rows).toHaveLength(18);
    const umay = rows.find((r: any) => r.no === 11);
    expect(umay).toEqual({ no: 11, name: 'UMAY', score: 4, rank: umay.rank, tiebreaks: { BH: 26, 'BH-C1': 23.5, 'BH-M1': 18.5, SB: 12.5 } });
    // ranked by score first: Hümeyra 5½ alone at the top, then Yaren 5
    expect(rows[0]).toMatchObject({ no: 5, rank: 1, score: 5.5 });
    expect(rows[1]).toMatchObject({ no: 2, rank: 2, score: 5 });
    // ties on 4½ (İrem, Ezgi, Akın) broken by Buchholz: İrem 25, Ezgi 28 (fixture's recomputed values)
    const ezgi = rows.findIndex((r: any) => r.no === 7);
    const irem = rows.findIndex((r: any) => r.no === 3);
    expect(rows[ezgi].tiebreaks.BH).toBe(fx.recomputed.ezgi_buchholz);
    expect(rows[irem].tiebreaks.BH).toBe(fx.recomputed.irem_buchholz);
    expect(ezgi).toBeLessThan(irem);
  });

  it('the text table and --explain card (Turkish)', async () => {
    const io = memoryIO(files);
    expect(await run(['standings', 't1.trf', '-t', 'BH', '--explain', '11', '--lang', 'tr', '--rules', '2009'], io)).toBe(0);
    expect(io.stdout).toContain('Eşitlik bozma kuralları 2009: hakem seçti');
    expect(io.stdout).toMatch(/Sıra\s+No\s+Ad\s+Puan\s+BH/);
    expect(io.stdout).toContain('sanal rakip');
    expect(io.stdout).toContain('2 + 0 + ½ × 2 = 3');
    expect(io.stdout).toContain('Toplam: 26');
  });

  it('--rules 2024 changes the unplayed-round handling (Umay: dummy opponent 4 → BH 27)', async () => {
    const io = memoryIO(files);
    expect(await run(['standings', 't1.trf', '-t', 'BH', '--rules', '2024', '--json'], io)).toBe(0);
    expect(JSON.parse(io.stdout).find((r: any) => r.no === 11).tiebreaks.BH).toBe(27);
  });

  it('refuses an unknown rule edition, unknown codes and bad options with a usage error', async () => {
    let io = memoryIO(files);
    expect(await run(['standings', 't1.trf', '--rules', '2027'], io)).toBe(2);
    expect(io.stderr).toMatch(/--rules must be 2009, 2024 or 2026/);
    io = memoryIO(files);
    expect(await run(['standings', 't1.trf', '-t', 'BH,NOPE'], io)).toBe(2);
    expect(io.stderr).toMatch(/unknown tie-break "NOPE"/);
    io = memoryIO(files);
    expect(await run(['standings', 't1.trf', '--rules', '1999'], io)).toBe(2);
    io = memoryIO(files);
    // a value outside the file's players is a usage error, as every out-of-range value is (issue 36)
    expect(await run(['standings', 't1.trf', '--explain', '99'], io)).toBe(2);
    expect(io.stderr).toMatch(/--explain 99: t1\.trf has no player 99/);
  });

  it('--help lists the codes', async () => {
    const io = memoryIO(files);
    expect(await run(['standings', '--help'], io)).toBe(0);
    for (const c of ['BH', 'SB', 'PS', 'KS', 'DE', 'WIN', 'ARO', 'TPR', 'BB', 'KASHDAN', 'LECH', 'FB', 'AOB']) expect(io.stdout).toContain(`  ${c}`);
  });
});

describe('hakem standings on a crosstable CSV', () => {
  const RES: Record<string, string> = { '1': '1', '0': '0', '1/2': '½', '+': '+', '-': '-' };
  const csv = ['No;Ad;1;2;3;4;5;6;7;Puan', ...fx.players.map((p: any) => [p.no, p.name, ...p.rounds.map((r: any) => (r.result === '+' || r.result === '-' ? `${r.opponent}${r.result}` : `${r.opponent} ${r.colour} ${RES[r.result]}`)), String(p.printed_total).replace('.', ',')].join(';'))].join('\n');

  it('reads the typed crosstable and ranks it (Umay BH 26)', async () => {
    const io = memoryIO({ 't1.csv': csv });
    expect(await run(['standings', 't1.csv', '-t', 'BH,SB', '--json'], io)).toBe(0);
    expect(JSON.parse(io.stdout).find((r: any) => r.no === 11).tiebreaks).toEqual({ BH: 26, SB: 12.5 });
  });

  it('a faulty cell is reported with its address, nothing printed on stdout', async () => {
    const bad = csv.replace(';UMAY;2 w 0;', ';UMAY;2 w 1;'); // Umay's round-1 cell no longer mirrors Yaren's
    const io = memoryIO({ 'bad.csv': bad });
    expect(await run(['standings', 'bad.csv'], io)).toBe(1);
    expect(io.stderr).toMatch(/bad\.csv C3: result 1 of player 2 does not mirror 1 of player 11 in C12/);
    expect(io.stdout).toBe('');
  });
});
