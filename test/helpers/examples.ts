/** Loads the documents' worked examples (test/fixtures/*-example.json) into the model. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildTournament, type SimpleRound } from '../../engine/model/build';
import type { Tournament } from '../../engine/model/types';

export const FIXTURES = join(__dirname, '..', 'fixtures');

export function readFixture<T = any>(name: string): T {
  return JSON.parse(readFileSync(join(FIXTURES, name), 'utf8')) as T;
}

/**
 * The example's tournament with its first `rounds` rounds (all by default). A round whose games have no
 * result yet (the published next round) is kept only when asked with `includePending`.
 */
export function loadExample(name: 'dutch' | 'lim' | 'dubov', rounds?: number): Tournament {
  const d = readFixture(`${name}-example.json`);
  const all: SimpleRound[] = d.rounds.map((r: any) => ({ round: r.round, games: r.games, bye: r.bye, absent: r.absent }));
  return buildTournament({
    name: `${name} example`,
    players: d.players,
    rounds: all.slice(0, rounds ?? all.length),
    firstColour: 'w',
  });
}
