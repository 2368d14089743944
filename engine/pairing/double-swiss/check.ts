/**
 * `check --system double-swiss`: re-pair every recorded match-round from the history before it (with the byes it
 * records as requested) and compare with what was played: the PAB, the pairs, the colours of game 1.
 */
import type { Tournament } from '../../model/types';
import { pairDoubleSwiss } from './index';
import { readMatches } from './matches';
import { absentees } from '../../model/absence';

export interface DsDifference {
  match: number;
  en: string;
  tr: string;
}

export function checkDoubleSwiss(t: Tournament, options: Record<string, unknown> = {}): DsDifference[] {
  const matches = readMatches(t);
  const diffs: DsDifference[] = [];
  for (let k = 1; k <= matches.length; k++) {
    const mk = matches[k - 1];
    if (![...mk.values()].some((m) => m.kind === 'games')) continue;
    const keep = (n: number) => n < 2 * k - 1;
    const byeOnly = (n: number) => n === 2 * k - 1 || n === 2 * k;
    // who was absent from the match as the file records it (model/absence.ts: a blank or missing entry in a round
    // already paired is an absence), written out in both of its columns (a bye is for the whole match): with its
    // games taken away a blank would read as "not yet paired" and the absent player would be paired again
    const away = [...absentees(t, 2 * k - 1).values()].map((a) => ({ player: a.player, code: a.code === '' ? 'Z' as const : a.code }));
    const before: Tournament = {
      ...t,
      rounds: t.rounds.filter((r) => keep(r.number) || byeOnly(r.number)).map((r) => (keep(r.number) ? r : { ...r, games: [], unpaired: away.map((u) => ({ ...u })) })),
    };
    const recordedBye = [...mk].filter(([, m]) => m.kind === 'bye' && m.code === 'U').map(([p]) => p);
    const recorded = new Set<string>();
    for (const r of t.rounds.filter((r) => r.number === 2 * k - 1)) for (const g of r.games) recorded.add(`${g.white}-${g.black}`);
    const out = pairDoubleSwiss(before, options);
    if (!out.ok) { diffs.push({ match: k, en: `match-round ${k}: the engine finds no legal pairing (${out.reason.en})`, tr: `${k}. maç turu: yasal eşlendirme yok (${out.reason.tr})` }); continue; }
    const mine = new Set(out.pairing.boards.map((b) => `${b.white}-${b.black}`));
    const only = (a: Set<string>, b: Set<string>) => [...a].filter((x) => !b.has(x));
    const missing = only(mine, recorded), extra = only(recorded, mine);
    if (missing.length || extra.length) diffs.push({ match: k, en: `match-round ${k}: the rules give ${missing.join(' ')}; the file has ${extra.join(' ')} (White in game 1 first)`, tr: `${k}. maç turu: kurallar ${missing.join(' ')} verir; dosyada ${extra.join(' ')} var (1. oyunun beyazı önce)` });
    if (String(out.pairing.byes) !== String(recordedBye)) diffs.push({ match: k, en: `match-round ${k}: the PAB goes to ${out.pairing.byes.join(',') || 'nobody'}; the file gives it to ${recordedBye.join(',') || 'nobody'}`, tr: `${k}. maç turu: PAB ${out.pairing.byes.join(',') || 'kimseye'} verilir; dosyada ${recordedBye.join(',') || 'kimse'}` });
  }
  return diffs;
}
