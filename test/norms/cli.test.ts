/** `hakem norms` and the norm documents of `hakem render`, on the 150-player open (test/norms/open150.ts). */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { run } from '../../cli/main';
import { memoryIO } from '../helpers/io';

const TRF = readFileSync(join(__dirname, '..', 'fixtures', 'norms', 'open150.trf'), 'utf8');

describe('hakem norms', () => {
  it('--json: one object per player, each norm with achieved and its requirements', async () => {
    const io = memoryIO({ 'open.trf': TRF });
    expect(await run(['norms', 'open.trf', '--json'], io)).toBe(0);
    const out = JSON.parse(io.stdout) as Array<{ no: number; norms: Array<{ title: string; achieved: boolean; requirements: Array<{ article: string }> }> }>;
    expect(out).toHaveLength(150);
    const p31 = out.find((p) => p.no === 31)!;
    // worked by hand in open150.test.ts: #31's GM norm
    expect(p31.norms.find((n) => n.title === 'GM')!.achieved).toBe(true);
    expect(p31.norms.map((n) => n.title)).toEqual(['GM', 'IM']);
    expect(p31.norms[0].requirements.every((r) => r.article.startsWith('B.01 1.4'))).toBe(true);
    expect(out.find((p) => p.no === 70)!.norms.map((n) => n.title)).toEqual(['GM', 'IM', 'WGM', 'WIM']);
  });
  it('--round 7 --player 70: every requirement with its article, and what she needs', async () => {
    const io = memoryIO({ 'open.trf': TRF });
    expect(await run(['norms', 'open.trf', '--round', '7', '--player', '70'], io)).toBe(0);
    expect(io.stdout).toMatch(/after round 7/);
    expect(io.stdout).toMatch(/WGM in reach/);
    // 2 points: 1586, 0 points: 2333 (open150.test.ts)
    expect(io.stdout).toMatch(/2: opponents averaging at least 1586/);
    expect(io.stdout).toMatch(/0: opponents averaging at least 2333/);
    expect(io.stdout).toMatch(/\[NOT MET\] B\.01 1\.4\.5b: 0 GMs/);
  });
  it('in Turkish', async () => {
    const io = memoryIO({ 'open.trf': TRF });
    expect(await run(['norms', 'open.trf', '--lang', 'tr'], io)).toBe(0);
    expect(io.stdout).toMatch(/FIDE Unvan Yönetmeliği/);
    expect(io.stdout).toMatch(/NORM VAR/);
  });
  it('refuses a round the file does not have and an unknown exception', async () => {
    const io = memoryIO({ 'open.trf': TRF });
    expect(await run(['norms', 'open.trf', '--round', '12'], io)).not.toBe(0);
    expect(await run(['norms', 'open.trf', '--exception', '1.4.3e'], io)).not.toBe(0);
  });
});

describe('hakem render norm-report / norms-summary', () => {
  it('the IT1 report of #70 lists her opponents, the floor raise and the signature line', async () => {
    const io = memoryIO({ 'open.trf': TRF });
    expect(await run(['render', 'norm-report', 'open.trf', '--player', '70', '--lang', 'en', '-o', 'r.html'], io)).toBe(0);
    const html = io.files.get('r.html')!;
    // three norms reported (IM, WGM; WIM is her title already)
    expect(html.match(/<section class="norm-report"/g)).toHaveLength(2);
    expect(html).toMatch(/Title norm report — IM/);
    expect(html).toMatch(/Title norm report — WGM/);
    expect(html).not.toMatch(/Title norm report — WIM/);
    expect(html).toMatch(/Player 140<\/td><td><\/td><td>TUR<\/td><td>100140<\/td><td class="num">2000<\/td><td class="num">2050<\/td>/);
    expect(html).toMatch(/Chief arbiter \(signature\)/);
    expect(html).toMatch(/IA Test Arbiter/);
  });
  it('the summary lists every norm achieved, not titles already held', async () => {
    const io = memoryIO({ 'open.trf': TRF });
    expect(await run(['render', 'norms-summary', 'open.trf', '--lang', 'en', '-o', 's.html'], io)).toBe(0);
    const html = io.files.get('s.html')!;
    const rows = html.match(/<tr><td class="num">\d+<\/td>/g) ?? [];
    // #31 GM, #70 IM and WGM, #100 IM
    expect(rows).toHaveLength(4);
    expect(html).toMatch(/1\.4\.3d applies/);
  });
});
