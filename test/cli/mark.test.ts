/** `hakem mark` and `hakem exercise` (issue 27), run in-process. */
import { describe, expect, it } from 'vitest';
import { run } from '../../cli/main';
import { memoryIO } from '../helpers/io';

describe('hakem exercise and hakem mark', () => {
  it('a generated exercise: the same seed gives the same file; its key is marked right (exit 0), a wrong answer exit 1 with the verdict', async () => {
    const a = memoryIO({});
    expect(await run(['exercise', 'new', '--system', 'dutch', '--players', '10', '--level', '4', '--seed', '7', '-o', 'ex.trf', '--key', 'key.txt'], a)).toBe(0);
    expect(a.stdout).toMatch(/a round needing an exchange or a transposition/);
    const b = memoryIO({});
    await run(['exercise', 'new', '--system', 'dutch', '--players', '10', '--level', '4', '--seed', '7', '-o', 'ex.trf', '--key', 'key.txt'], b);
    expect(b.files.get('ex.trf')!).toBe(a.files.get('ex.trf')!);
    const io = memoryIO({ 'ex.trf': a.files.get('ex.trf')!, 'key.txt': a.files.get('key.txt')! });
    expect(await run(['mark', '--system', 'dutch', 'ex.trf', 'key.txt'], io), io.stdout + io.stderr).toBe(0);
    expect(io.stdout).toMatch(/^Right/);
    // the key's first two boards swap opponents
    const lines = a.files.get('key.txt')!.trim().split('\n');
    const [w1, b1] = lines[1].split(' '), [w2, b2] = lines[2].split(' ');
    const wrong = [lines[0], `${w1} ${b2}`, `${w2} ${b1}`, ...lines.slice(3)].join('\n') + '\n';
    const tr = memoryIO({ 'ex.trf': a.files.get('ex.trf')!, 'a.txt': wrong });
    expect(await run(['mark', '--system', 'dutch', '--lang', 'tr', 'ex.trf', 'a.txt'], tr)).toBe(1);
    expect(tr.stdout).toMatch(/^Yanlış/);
    expect(tr.stdout).toMatch(/Karar: .*C\.04\.3 /);
    const js = memoryIO({ 'ex.trf': a.files.get('ex.trf')!, 'a.txt': wrong });
    expect(await run(['mark', '--system', 'dutch', '--json', '--reveal', 'ex.trf', 'a.txt'], js)).toBe(1);
    const out = JSON.parse(js.stdout);
    expect(out.right).toBe(false);
    expect(out.verdict.rule).toMatch(/^C\.04\.3 /);
    expect(out.correct.boards.length).toBe(lines.length - 1 - out.correct.byes.length);
  });
  it('an exercise file names its system (092): hakem pair pairs it by that system, the key agrees; marking under another system is said', async () => {
    const a = memoryIO({});
    expect(await run(['exercise', 'new', '--system', 'lim', '--players', '10', '--level', '2', '--seed', '3', '-o', 'ex.trf', '--key', 'key.txt'], a)).toBe(0);
    expect(a.files.get('ex.trf')!).toMatch(/^092 Hakem lim exercise$/m);
    const p = memoryIO({ 'ex.trf': a.files.get('ex.trf')! });
    expect(await run(['pair', 'ex.trf'], p)).toBe(0);
    expect(p.stdout).toBe(a.files.get('key.txt')!);
    expect(p.stderr).toContain('paired with lim, the system the file names (092 "Hakem lim exercise")');
    const other = memoryIO({ 'ex.trf': a.files.get('ex.trf')!, 'key.txt': a.files.get('key.txt')! });
    await run(['mark', '--system', 'dutch', 'ex.trf', 'key.txt'], other);
    expect(other.stderr).toContain('ex.trf: the file names lim (092 "Hakem lim exercise"); marked under dutch, as --system asks');
    const same = memoryIO({ 'ex.trf': a.files.get('ex.trf')!, 'key.txt': a.files.get('key.txt')! });
    expect(await run(['mark', '--system', 'lim', 'ex.trf', 'key.txt'], same)).toBe(0);
    expect(same.stderr).toBe('');
  });
  it('the book\'s Lim example, round 3: the printed pairing is the key and marks right under the book\'s practice', async () => {
    const a = memoryIO({});
    expect(await run(['exercise', 'book', '--example', 'lim', '--round', '3', '-o', 'lim3.trf', '--key', 'k.txt'], a)).toBe(0);
    expect(a.stdout).toContain('hakem mark --system lim --option bookPractice=true lim3.trf ANSWER.txt');
    const io = memoryIO({ 'lim3.trf': a.files.get('lim3.trf')!, 'k.txt': a.files.get('k.txt')! });
    expect(await run(['mark', '--system', 'lim', '--option', 'bookPractice=true', 'lim3.trf', 'k.txt'], io), io.stdout).toBe(0);
  });
  it('the book\'s Dutch example, round 4 (1992-2009 edition)', async () => {
    const a = memoryIO({});
    expect(await run(['exercise', 'book', '--example', 'dutch', '--round', '4', '-o', 'd4.trf', '--key', 'k.txt'], a)).toBe(0);
    const io = memoryIO({ 'd4.trf': a.files.get('d4.trf')!, 'k.txt': a.files.get('k.txt')! });
    expect(await run(['mark', '--system', 'dutch-2009', 'd4.trf', 'k.txt'], io), io.stdout).toBe(0);
  });
  it('board order apart: the key with its first and last boards swapped exits 3 under dutch (C.04.2 gives an order), 0 under lim (the text gives none)', async () => {
    const swapEnds = (key: string) => {
      const l = key.trim().split('\n');
      const boards = l.slice(1).filter((x) => !/ 0$/.test(x)), byes = l.slice(1).filter((x) => / 0$/.test(x));
      [boards[0], boards[boards.length - 1]] = [boards[boards.length - 1], boards[0]];
      return [l[0], ...boards, ...byes].join('\n') + '\n';
    };
    for (const [system, exit] of [['dutch', 3], ['lim', 0]] as const) {
      const a = memoryIO({});
      expect(await run(['exercise', 'new', '--system', system, '--players', '10', '--level', '2', '--seed', '5', '-o', 'ex.trf', '--key', 'key.txt'], a)).toBe(0);
      const io = memoryIO({ 'ex.trf': a.files.get('ex.trf')!, 'a.txt': swapEnds(a.files.get('key.txt')!) });
      expect(await run(['mark', '--system', system, 'ex.trf', 'a.txt'], io), io.stdout).toBe(exit);
      expect(io.stdout).not.toMatch(/Wrong/);
      if (exit === 3) expect(io.stdout).toMatch(/^Right pairing: .*\nBoard order: board 1 should be the pair .*C\.04\.2/s);
      else expect(io.stdout).toMatch(/^Right: /);
    }
  });
  it('a malformed answer is a usage error (exit 2), named', async () => {
    const a = memoryIO({});
    await run(['exercise', 'new', '--system', 'lim', '--seed', '3', '-o', 'ex.trf'], a);
    const io = memoryIO({ 'ex.trf': a.files.get('ex.trf')!, 'a.txt': '2\n1 2\n' });
    expect(await run(['mark', '--system', 'lim', 'ex.trf', 'a.txt'], io)).toBe(2);
    expect(io.stderr).toMatch(/says 2 pairs, and 1 follow/);
  });
  for (const [system, players, round] of [['double-swiss', '11', '3'], ['team-swiss', '9', '4']] as const) {
    it(`${system}: hakem exercise new --round K writes the event and the key; the key marks right, two boards swapped wrong`, async () => {
      const a = memoryIO({});
      expect(await run(['exercise', 'new', '--system', system, '--players', players, '--round', round, '--seed', '2', '-o', 'ex.trf', '--key', 'key.txt'], a), a.stderr).toBe(0);
      expect(a.stdout).toContain(`hakem mark --system ${system} ex.trf ANSWER.txt`);
      const io = memoryIO({ 'ex.trf': a.files.get('ex.trf')!, 'key.txt': a.files.get('key.txt')! });
      expect(await run(['mark', '--system', system, 'ex.trf', 'key.txt'], io), io.stdout + io.stderr).toBe(0);
      const lines = a.files.get('key.txt')!.trim().split('\n');
      const [w1, b1] = lines[1].split(' '), [w2, b2] = lines[2].split(' ');
      const wrong = memoryIO({ 'ex.trf': a.files.get('ex.trf')!, 'a.txt': [lines[0], `${w1} ${b2}`, `${w2} ${b1}`, ...lines.slice(3)].join('\n') + '\n' });
      expect(await run(['mark', '--system', system, 'ex.trf', 'a.txt'], wrong)).toBe(1);
      expect(wrong.stdout).toMatch(system === 'team-swiss' ? /C\.04\.6/ : /C\.04\.5/);
      const lv = memoryIO({});
      expect(await run(['exercise', 'new', '--system', system, '--level', '2', '--seed', '2', '-o', 'ex.trf'], lv)).not.toBe(0);
      expect(lv.stderr).toMatch(/--level is for the individual systems/);
    });
  }
});
