/**
 * Which round may be paired. A Swiss or knockout pairing depends on every result before it, so only the next
 * round can be paired; a table system (round robin, Scheveningen) may print any round of its table.
 */
import type { Tournament } from '../model/types';
import { nextRoundNumber } from '../model/build';
import type { PairingOptions, PairingSystem, Text } from './types';
import { pairingOptionsProblem } from './options';
import { MAX_PLAYERS, playerLimit } from './limits';

export function roundToPairProblem(system: PairingSystem, t: Tournament, options: PairingOptions = {}): Text | undefined {
  const next = nextRoundNumber(t);
  const asked = options.round;
  if (asked !== undefined && (typeof asked !== 'number' || !Number.isInteger(asked) || asked < 1)) {
    return { en: `--round must be a round number, not ${JSON.stringify(asked)}`, tr: `--round bir tur numarası olmalı, ${JSON.stringify(asked)} değil` };
  }
  // every option against the system's declaration (engine/pairing/options.ts), the same check for every caller
  const problem = pairingOptionsProblem(system, options);
  if (problem) return problem;
  // the size Hakem pairs (engine/pairing/limits.ts): refused at once, before any memory is spent
  // (a team file lists the teams' players: they count against MAX_PLAYERS, the teams against the system's own limit)
  const limit = system.id === 'team-swiss' ? MAX_PLAYERS : playerLimit(system);
  if (t.players.length > limit) {
    return { en: `the tournament has ${t.players.length} players; Hakem pairs at most ${limit} with ${system.id}`, tr: `turnuvada ${t.players.length} oyuncu var; Hakem ${system.id} ile en çok ${limit} oyuncu eşlendirir` };
  }
  if (system.pairsAnyRound) return undefined;
  if (asked !== undefined && asked !== next) {
    return {
      en: `round ${asked} cannot be paired with ${system.id}: ${next - 1} round(s) are recorded, so the round to pair is ${next}`,
      tr: `${asked}. tur ${system.id} ile eşlendirilemez: ${next - 1} tur kayıtlı, eşlendirilecek tur ${next}. tur`,
    };
  }
  const total = typeof options.totalRounds === 'number' ? options.totalRounds : t.totalRounds;
  if (total !== undefined && next > total) {
    // the record that says so: the file's (XXR, or TRF-2026's 142), else the option
    const said = typeof options.totalRounds === 'number' ? `rounds=${total}` : `${t.trfTags?.rounds?.[0] ?? 'XXR'} ${total}`;
    return { en: `all ${total} rounds of the tournament (${said}) are already paired`, tr: `turnuvanın ${total} turunun hepsi eşlendirildi (${said})` };
  }
  return undefined;
}
