/**
 * The TRF files Hakem's writers produce, from fixed inputs: `generate`, `convert` (TRF to TRF, TRF to JSON to TRF)
 * and the taskpane's export (engine/trf/write.ts through addin/taskpane/flows.ts exportTrf). Used by
 * test/fixtures/bbp-read/make.ts (which stores them with bbpPairings' verdicts) and by test/trf/bbpShapes.test.ts
 * (which checks the writers' current output still has the shapes bbpPairings' reader needs).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { run } from '../../cli/main';
import { memoryIO } from './io';
import { createStandaloneWorkbook } from '../../addin/host/standalone';
import { acceptPairing, createTournament, exportTrf, proposePairing, saveResults } from '../../addin/taskpane/flows';

const ABSENCES = join(__dirname, '..', 'fixtures', 'absences');

async function cli(args: string[], files: Record<string, string>, out: string): Promise<string> {
  const io = memoryIO(files);
  const code = await run(args, io);
  if (code !== 0) throw new Error(`hakem ${args.join(' ')}: exit ${code}: ${io.stderr}${io.stdout}`);
  return io.files.get(out)!;
}

async function taskpane(text: string | undefined, rounds: number): Promise<string> {
  const wb = createStandaloneWorkbook();
  const made = await createTournament(wb, text === undefined ? { kind: 'demo' } : { kind: 'trf', text }, { system: 'dutch', ...(text === undefined ? { totalRounds: 5 } : {}) });
  if (!made.ok) throw new Error(made.message.en);
  for (let i = 0; i < rounds; i++) {
    const p = await proposePairing(wb, 'dutch');
    if (!p.ok || !p.value.outcome.ok) throw new Error(`taskpane pairing: ${JSON.stringify(p)}`);
    const a = await acceptPairing(wb, p.value);
    if (!a.ok) throw new Error(a.message.en);
    // results by board: White wins on odd boards, a draw on even ones (a fixed pattern, not a claim about play)
    const results = p.value.outcome.pairing.boards.map((_, b) => ({ board: b + 1, result: b % 2 === 0 ? '1-0' : '1/2-1/2' }));
    const s = await saveResults(wb, p.value.round, results);
    if (!s.ok) throw new Error(s.message.en);
  }
  const e = await exportTrf(wb);
  if (!e.ok) throw new Error(e.message.en);
  return e.value.content;
}

/** Name -> the TRF text Hakem writes. */
export async function hakemWrites(): Promise<Record<string, string>> {
  const blank = readFileSync(join(ABSENCES, 'withdrawn-blank.trf'), 'utf8');
  const announced = readFileSync(join(ABSENCES, 'announced-bye.trf'), 'utf8');
  const out: Record<string, string> = {};
  out['generate-dutch.trf'] = await cli(['generate', '--system', 'dutch', '--players', '40', '--rounds', '7', '--seed', '33', '--byes', '0.05', '--retired', '0.03', '--forfeits', '0.03', '-o', 'g.trf'], {}, 'g.trf');
  out['generate-dubov.trf'] = await cli(['generate', '--system', 'dubov', '--players', '21', '--rounds', '5', '--seed', '7', '--byes', '0.05', '--retired', '0.05', '-o', 'g.trf'], {}, 'g.trf');
  out['convert-withdrawn-blank.trf'] = await cli(['convert', 'in.trf', 'out.trf'], { 'in.trf': blank }, 'out.trf');
  const json = await cli(['convert', 'in.trf', 'out.json'], { 'in.trf': blank }, 'out.json');
  out['convert-json-withdrawn-blank.trf'] = await cli(['convert', 'in.json', 'out.trf'], { 'in.json': json }, 'out.trf');
  out['convert-announced-bye.trf'] = await cli(['convert', 'in.trf', 'out.trf'], { 'in.trf': announced }, 'out.trf');
  out['taskpane-announced-bye.trf'] = await taskpane(announced, 0);
  out['taskpane-demo-3-rounds.trf'] = await taskpane(undefined, 3);
  return out;
}
