/**
 * `check --system team-swiss`: FIDE's free pairings checker for the Swiss Team system: every recorded round paired
 * again from the rounds before it (keeping that round's byes and absences) and compared with the file: the pairs,
 * their first-board colours, the PAB.
 */
import type { TeamEvent } from '../../model/team';
import type { Explanation, PairingOptions, Text } from '../types';
import { pairTeamEvent } from './index';

export interface TeamRoundCheck {
  round: number;
  text: Text;
  explanation: Explanation;
}

export function checkTeamSwiss(e: TeamEvent, options: PairingOptions = {}): TeamRoundCheck[] {
  const out: TeamRoundCheck[] = [];
  for (const r of e.rounds) {
    if (!r.matches.length) continue; // a round announced only (byes, absences): nothing paired yet
    const before: TeamEvent = {
      ...e,
      rounds: [...e.rounds.filter((x) => x.number < r.number), { number: r.number, matches: [], unpaired: r.unpaired.filter((u) => u.code !== 'U').map((u) => ({ ...u, announced: true as const })) }],
    };
    const res = pairTeamEvent(before, options);
    const file = new Set(r.matches.map((m) => `${m.white}-${m.black}`));
    const fileBye = r.unpaired.filter((u) => u.code === 'U').map((u) => u.team);
    if (!res.ok) {
      out.push({ round: r.number, text: { en: `round ${r.number}: no legal pairing (${res.reason.en})`, tr: `${r.number}. tur: yasal eşlendirme yok (${res.reason.tr})` }, explanation: res.explanation });
      continue;
    }
    const mine = new Set(res.pairing.boards.map((b) => `${b.white}-${b.black}`));
    const missing = [...mine].filter((x) => !file.has(x)), extra = [...file].filter((x) => !mine.has(x));
    const parts: Text[] = [];
    if (missing.length || extra.length) parts.push({ en: `the rules give ${missing.join(' ')}; the file has ${extra.join(' ')} (White team first)`, tr: `kurallar ${missing.join(' ')} verir; dosyada ${extra.join(' ')} var (beyaz takım önce)` });
    if (String(res.pairing.byes) !== String(fileBye)) parts.push({ en: `the PAB goes to ${res.pairing.byes.join(',') || 'nobody'}, the file gives it to ${fileBye.join(',') || 'nobody'}`, tr: `PAB ${res.pairing.byes.join(',') || 'kimseye'} verilir, dosyada ${fileBye.join(',') || 'kimse'}` });
    if (parts.length) out.push({ round: r.number, text: { en: `round ${r.number}: ${parts.map((p) => p.en).join('; ')}`, tr: `${r.number}. tur: ${parts.map((p) => p.tr).join('; ')}` }, explanation: res.explanation });
  }
  return out;
}

/**
 * The absolute criteria of C.04.6 over the recorded rounds (`hakem check` without --system): [C1] no two teams meet
 * twice in played matches (GHR 3.5: an unplayed match does not count), [C2] no PAB to a team that already had one,
 * won a match by forfeit or had a full-point bye. Basic Rules 6 and 7 (colours) never apply to teams (Preface).
 */
export function checkTeamAbsolute(e: TeamEvent): Text[] {
  const out: Text[] = [];
  const met = new Map<string, number>();
  const barred = new Map<number, Text>();
  for (const r of e.rounds) {
    for (const m of r.matches) {
      const key = `${Math.min(m.white, m.black)}-${Math.max(m.white, m.black)}`;
      if (m.played) {
        const before = met.get(key);
        if (before !== undefined) out.push({ en: `round ${r.number}: teams ${m.white} and ${m.black} meet again (they played in round ${before}) [C1]`, tr: `${r.number}. tur: ${m.white} ve ${m.black} takımları yeniden karşılaşıyor (${before}. turda oynadılar) [C1]` });
        else met.set(key, r.number);
      }
    }
    for (const u of r.unpaired) if (u.code === 'U' && barred.has(u.team)) out.push({ en: `round ${r.number}: team ${u.team} gets the PAB after ${barred.get(u.team)!.en} [C2]`, tr: `${r.number}. tur: ${u.team} takımı ${barred.get(u.team)!.tr} sonra PAB alıyor [C2]` });
    for (const u of r.unpaired) if ((u.code === 'U' || u.code === 'F') && !barred.has(u.team)) barred.set(u.team, { en: `a ${u.code === 'U' ? 'PAB' : 'full-point bye'} in round ${r.number}`, tr: `${r.number}. turdaki ${u.code === 'U' ? 'PAB' : 'tam puanlık bay'}` });
    for (const m of r.matches) if (m.forfeit === '+-' || m.forfeit === '-+') {
      const w = m.forfeit === '+-' ? m.white : m.black;
      if (!barred.has(w)) barred.set(w, { en: `a forfeit win in round ${r.number}`, tr: `${r.number}. turdaki hükmen galibiyet` });
    }
  }
  return out;
}
