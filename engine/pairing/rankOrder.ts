/**
 * JaVaFo's `XXC rank` (engine/trf/writers.ts, rule javafo-xxc-rank): the engine pairs with each player's place among
 * the file's 001 lines as the pairing number, and answers in the file's numbers. bbpPairings reads it so (its
 * `playersByRank` is the order of the 001 lines); lichess writes its players in rating order and asks for it. A
 * Swiss system wrapped here pairs a copy of the event renumbered by that order and maps the pairing back; the
 * explanation, worked on the copy, says so in its first section.
 */
import type { Tournament } from '../model/types';
import type { PairingOptions, PairingOutcome, PairingSystem } from './types';

/** The place (1, 2, …) of each player's 001 line, when XXC rank asks for it and it differs from the pairing numbers. */
export function rankPlaces(t: Tournament): Map<number, number> | undefined {
  if (!t.pairByRank || t.players.every((p, i) => p.no === i + 1)) return undefined;
  return new Map(t.players.map((p, i) => [p.no, i + 1]));
}

/** The event with every player numbered by `place` (games, byes, forbidden pairs, XXA lines). */
function renumbered(t: Tournament, place: Map<number, number>): Tournament {
  const n = (no: number) => place.get(no) ?? no;
  return {
    ...t,
    players: t.players.map((p) => ({ ...p, no: n(p.no) })),
    rounds: t.rounds.map((r) => ({ ...r, games: r.games.map((g) => ({ ...g, white: n(g.white), black: n(g.black) })), unpaired: r.unpaired.map((u) => ({ ...u, player: n(u.player) })) })),
    forbidden: t.forbidden?.map(([a, b]) => [n(a), n(b)] as [number, number]),
    forbiddenGroups: t.forbiddenGroups?.map((g) => ({ ...g, players: g.players.map(n), trfLine: undefined })),
    otherLines: t.otherLines?.map((l) => (l.startsWith('XXA') ? l.replace(/^(XXA +)(\d+)/, (_, head: string, no: string) => `${head}${n(Number(no))}`) : l)),
  };
}

export function byRankOrder(system: PairingSystem): PairingSystem {
  return {
    ...system,
    pair(t: Tournament, options?: PairingOptions): PairingOutcome {
      const place = rankPlaces(t);
      if (!place) return system.pair(t, options);
      // 250 lines give ranges of pairing numbers, which the line order would scatter: not guessed
      if (t.acceleration?.length) {
        const reason = { en: 'XXC rank (pair by the order of the 001 lines) with 250 acceleration lines, whose ranges of pairing numbers that order would scatter: refused rather than guessed', tr: 'XXC rank (001 satırlarının sırasıyla eşle) ile 250 hızlandırma satırları bir arada: bu sıra satırların numara aralıklarını dağıtır; tahmin edilmedi, reddedildi' };
        return { ok: false, reason, explanation: { system: system.id, round: options?.round ?? t.rounds.length + 1, sections: [] } };
      }
      const back = new Map([...place].map(([no, at]) => [at, no]));
      const m = (at: number) => back.get(at) ?? at;
      const out = system.pair(renumbered(t, place), options);
      const note = {
        title: { en: 'XXC rank: pairing numbers by the order of the 001 lines', tr: 'XXC rank: 001 satırlarının sırasına göre eşlendirme numaraları' },
        steps: [{ kind: 'note', text: {
          en: `The file asks (XXC rank) to pair by the order of its 001 lines, as JaVaFo and bbpPairings do: the numbers in this explanation are those places (${t.players.slice(0, 5).map((p, i) => `${i + 1} = player ${p.no}`).join(', ')}, …); the pairing is given in the file's numbers.`,
          tr: `Dosya (XXC rank) 001 satırlarının sırasıyla eşlenmesini istiyor, JaVaFo ve bbpPairings gibi: bu açıklamadaki numaralar o sıralardır (${t.players.slice(0, 5).map((p, i) => `${i + 1} = ${p.no} numaralı oyuncu`).join(', ')}, …); eşlendirme dosyanın numaralarıyla verilir.`,
        } }],
      };
      const explanation = { ...out.explanation, sections: [note, ...out.explanation.sections] };
      if (!out.ok) return { ...out, explanation };
      const pairing = { ...out.pairing, boards: out.pairing.boards.map((b) => ({ ...b, white: m(b.white), black: m(b.black) })), byes: out.pairing.byes.map(m), ...(out.pairing.sitOut ? { sitOut: out.pairing.sitOut.map(m) } : {}) };
      return { ok: true, pairing, explanation };
    },
  };
}
