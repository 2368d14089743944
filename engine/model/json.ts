/** The model as JSON (`hakem convert`): the same object, checked on the way in. */
import type { Tournament } from './types';
import { InputError } from '../trf/errors';
import { validateTournament } from './validate';

export function tournamentToJson(t: Tournament): string {
  return JSON.stringify(t, null, 2) + '\n';
}

export function tournamentFromJson(text: string, source?: string): Tournament {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    const m = /position (\d+)/.exec(String(e));
    const line = m ? text.slice(0, Number(m[1])).split('\n').length : undefined;
    throw new InputError(`not valid JSON (${(e as Error).message})`, line, undefined, source);
  }
  const t = data as Tournament;
  if (!t || typeof t !== 'object' || !Array.isArray(t.players) || !Array.isArray(t.rounds)) {
    throw new InputError('a tournament needs "players" and "rounds" arrays', undefined, undefined, source);
  }
  t.info ??= {};
  const problems = validateTournament(t);
  if (problems.length) throw new InputError(problems.join('; '), undefined, undefined, source);
  return t;
}
