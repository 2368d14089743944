/** Consistency of a tournament record: every player known, nobody twice in a round, results that mirror. */
import type { Tournament } from './types';
import { resultsMirror } from './results';

export function validateTournament(t: Tournament): string[] {
  const problems: string[] = [];
  const known = new Set<number>();
  t.players.forEach((p, i) => {
    if (!Number.isInteger(p.no) || p.no < 1) problems.push(`player #${i + 1}: pairing number must be a whole number from 1, found ${JSON.stringify(p.no)}`);
    else if (known.has(p.no)) problems.push(`pairing number ${p.no} appears twice`);
    known.add(p.no);
    if (typeof p.name !== 'string') problems.push(`player ${p.no}: name must be text`);
    if (p.rating !== undefined && (!Number.isFinite(p.rating) || p.rating < 0)) problems.push(`player ${p.no}: rating must be a number, found ${JSON.stringify(p.rating)}`);
  });
  t.rounds.forEach((r, ri) => {
    if (r.number !== ri + 1) problems.push(`round #${ri + 1} is numbered ${r.number}; rounds must run 1, 2, 3, …`);
    const seen = new Set<number>();
    const use = (no: number, where: string) => {
      if (!known.has(no)) problems.push(`round ${r.number}, ${where}: unknown player ${no}`);
      else if (seen.has(no)) problems.push(`round ${r.number}, ${where}: player ${no} appears twice in the round`);
      seen.add(no);
    };
    r.games.forEach((g, b) => {
      use(g.white, `board ${b + 1}`);
      use(g.black, `board ${b + 1}`);
      if (g.white === g.black) problems.push(`round ${r.number}, board ${b + 1}: player ${g.white} cannot play themself`);
      if (!resultsMirror(g.whiteResult, g.blackResult)) problems.push(`round ${r.number}, board ${b + 1}: results "${g.whiteResult}" and "${g.blackResult}" do not mirror each other`);
    });
    for (const u of r.unpaired) use(u.player, 'byes and absences');
  });
  for (const [a, b] of t.forbidden ?? []) for (const no of [a, b]) if (!known.has(no)) problems.push(`forbidden pair ${a}-${b}: unknown player ${no}`);
  for (const g of t.forbiddenGroups ?? []) for (const no of g.players) if (!known.has(no)) problems.push(`forbidden group ${g.players.join(', ')}: unknown player ${no}`);
  // the point values of each result kind (trf/writers.ts): all six, each a number of points
  if (t.pointValues !== undefined) {
    const keys = ['win', 'draw', 'loss', 'zeroBye', 'forfeitLoss', 'pab'] as const;
    const v = t.pointValues as unknown as Record<string, unknown>;
    if (!v || typeof v !== 'object') problems.push('pointValues must be an object with win, draw, loss, zeroBye, forfeitLoss and pab');
    else for (const k of keys) if (typeof v[k] !== 'number' || !Number.isFinite(v[k] as number) || (v[k] as number) < 0) problems.push(`pointValues.${k} must be a number of points (0 or more), found ${JSON.stringify(v[k])}`);
  }
  return problems;
}
