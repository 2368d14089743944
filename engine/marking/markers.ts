/**
 * The systems marked criterion by criterion, each by its own marker (engine/marking/<system>.ts, one module a
 * system); the Swiss systems not listed here are marked by difference (difference.ts).
 */
import type { CriteriaMarker } from './criteria';
import { markDutch } from './dutch';
import { markDutch2009 } from './dutch2009';
import { markBurstein } from './burstein';
import { markDubov } from './dubov';
import { markLim } from './lim';
import { markDoubleSwiss } from './doubleSwiss';
import { markTeamSwiss } from './teamSwiss';
import { markDubov2026 } from './dubov2026';
import { markBurstein2026 } from './burstein2026';

export const CRITERIA_MARKERS: Record<string, CriteriaMarker> = {
  dutch: markDutch,
  'dutch-2009': markDutch2009,
  burstein: markBurstein,
  dubov: markDubov,
  lim: markLim,
  'double-swiss': markDoubleSwiss,
  'team-swiss': markTeamSwiss,
  'dubov-2026': markDubov2026,
  'burstein-2026': markBurstein2026,
};
