/**
 * What a file asks of the pairing beyond its players and rounds: players (or teams) who must not meet (XXP, 260)
 * and acceleration (250, 192 _BAKU, XXA), in words. The taskpane's workbook keeps them (its Acceleration and Must not
 * meet sheets); a table system says in its explanation that it does not apply them.
 */
import type { Tournament } from '../model/types';
import type { TraceStep } from './types';
import { accelerationAsked } from './acceleration';

export function pairingConstraints(t: Tournament): string[] {
  const out: string[] = [];
  const groups = t.forbiddenGroups ?? [];
  if (groups.length || t.forbidden?.length) {
    const lines = groups.map((g) => g.trfLine ?? `XXP ${g.players.join(' ')}`);
    out.push(`who must not meet (${[...lines, ...(t.forbidden ?? []).map(([a, b]) => `${a}-${b}`)].join('; ')})`);
  }
  const acc = accelerationAsked(t);
  if (acc) out.push(acc);
  return out;
}

/**
 * For a table system (round robin, Scheveningen, knockout), whose pairings its table fixes: the file's must-not-meet
 * and acceleration lines are not applied, and the explanation says so instead of passing over them in silence.
 */
export function notAppliedByTable(t: Tournament, system: string): TraceStep | undefined {
  const asked = pairingConstraints(t);
  if (!asked.length) return undefined;
  return {
    kind: 'note',
    text: {
      en: `The file asks the pairing for ${asked.join('; ')}: ${system} pairs by its table, so these lines are not applied.`,
      tr: `Dosya eşlendirmeden şunları istiyor: ${asked.join('; ')}. ${system} tablosuna göre eşlendirir; bu satırlar uygulanmadı.`,
    },
  };
}
