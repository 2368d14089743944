/**
 * FIDE's free pairings checker, for any Swiss system of Hakem: every round of a file is paired again from the rounds
 * before it and compared with what the file records. What the file says was known before the round was paired stays
 * known: requested byes (H, F, Z), absences and withdrawals written in that round; the pairing-allocated bye (U) and
 * the games are what the system must find. Pairs compare with their colours (White first); board order does not count
 * (TRF keeps none).
 *
 * Systems with a model of their own (the Double-Swiss match of two TRF rounds) have their own checker; see
 * `checkerFor` in cli/commands/check.ts.
 */
import type { Tournament } from '../model/types';
import type { Board, Explanation, PairingOptions, PairingSystem, Text } from '../pairing/types';
import { initialColour } from '../model/initialColour';
import { absentees } from '../model/absence';

export interface BoardDifference {
  /** The pair the rules give (with its board number in the rules' order), absent from the file. */
  rules?: Board & { board: number };
  /** The pair the file records (with its board number in the file), absent from the rules' pairing. */
  file?: Board & { board: number };
}

export interface RoundCheck {
  round: number;
  /** The system could not pair the round: its reason. */
  noPairing?: Text;
  boards: BoardDifference[];
  /** Pairing-allocated byes, when they differ. */
  byes?: { rules: number[]; file: number[] };
  /** Every pair the same as the rules', each with colours the other way round: the initial colour (XXC, 152) disagrees. */
  allReversed?: boolean;
  /** The system's explanation of its pairing of this round. */
  explanation: Explanation;
}

/** The tournament as it stood when `round` was paired: earlier rounds, and what was announced for this one. */
export function stateBeforeRound(t: Tournament, round: number): Tournament {
  // who was absent from the round as the file records it (model/absence.ts: a blank or missing entry in a round already
  // paired is an absence, TRF-16's blank ≡ Z), written out: with its games taken away the round is the round to pair,
  // where a blank would mean "not yet paired" and the absent player would be paired again
  const away = [...absentees(t, round).values()].map((a) => ({ player: a.player, code: a.code === '' ? 'Z' as const : a.code }));
  const rounds = t.rounds
    .filter((r) => r.number <= round)
    .map((r) => (r.number < round ? r : { ...r, games: [], unpaired: away }));
  return { ...t, rounds };
}

const key = (b: Board) => `${b.white}-${b.black}`;

/** The number of the last round a file records (0 when it records none). */
export function recordedRounds(t: Tournament): number {
  return t.rounds.reduce((m, r) => Math.max(m, r.number), 0);
}

/** Re-pairs every round that has games and returns the rounds whose pairing differs from the file's. */
export function repairRounds(t: Tournament, system: PairingSystem, options: PairingOptions = {}): RoundCheck[] {
  const out: RoundCheck[] = [];
  // the initial colour as the whole file shows it (XXC / 152, else its first round as played): the state before
  // round 1 has no colours to read it from (the Dutch takes it from the option `initialColour`)
  const ic = initialColour(t);
  // a finished event's file may leave out its number of rounds (XXR / 142, as bbpPairings writes it): the rounds it
  // records are the event's (as bbpPairings reads such a file), not each round the last one (C.3, C.10, C.11)
  const total = t.totalRounds === undefined ? { totalRounds: recordedRounds(t) } : {};
  for (const r of t.rounds) {
    if (r.games.length === 0 && !r.unpaired.some((u) => u.code === 'U')) continue;
    const outcome = system.pair(stateBeforeRound(t, r.number), { initialColour: ic, ...total, ...options, round: r.number });
    const fileByes = r.unpaired.filter((u) => u.code === 'U').map((u) => u.player).sort((a, b) => a - b);
    if (!outcome.ok) {
      out.push({ round: r.number, noPairing: outcome.reason, boards: [], explanation: outcome.explanation });
      continue;
    }
    const mine = outcome.pairing.boards.map((b, i) => ({ white: b.white, black: b.black, board: i + 1 }));
    const file = r.games.map((g, i) => ({ white: g.white, black: g.black, board: i + 1 }));
    const fileKeys = new Set(file.map(key));
    const mineKeys = new Set(mine.map(key));
    // a forfeit the file records without colours (`-` in the colour column) names the pair, not who had White: it
    // agrees with the rules' pair in either colour (as bbpPairings' checker reads it)
    const colourless = new Set(r.games.filter((g) => g.noColours).flatMap((g) => [`${g.white}-${g.black}`, `${g.black}-${g.white}`]));
    const sameAsFile = (b: Board) => fileKeys.has(key(b)) || (colourless.has(key(b)) && fileKeys.has(`${b.black}-${b.white}`));
    const sameAsRules = (b: Board) => mineKeys.has(key(b)) || (colourless.has(key(b)) && mineKeys.has(`${b.black}-${b.white}`));
    const boards: BoardDifference[] = [
      ...mine.filter((b) => !sameAsFile(b)).map((b) => ({ rules: b })),
      ...file.filter((b) => !sameAsRules(b)).map((b) => ({ file: b })),
    ];
    const rulesByes = [...outcome.pairing.byes].sort((a, b) => a - b);
    const byes = String(rulesByes) === String(fileByes) ? undefined : { rules: rulesByes, file: fileByes };
    const reversed = (b: Board) => `${b.black}-${b.white}`;
    const allReversed = boards.length > 0 && !byes && boards.filter((d) => d.rules).every((d) => fileKeys.has(reversed(d.rules!)))
      && boards.filter((d) => d.file).every((d) => mineKeys.has(reversed(d.file!))) && mine.length === file.length && mine.every((b) => fileKeys.has(reversed(b)));
    if (boards.length || byes) out.push({ round: r.number, boards, byes, ...(allReversed ? { allReversed } : {}), explanation: outcome.explanation });
  }
  return out;
}

/** One line per difference, in both languages. */
export function describeRoundCheck(c: RoundCheck): Text[] {
  if (c.allReversed) return [{ en: `round ${c.round}: every pair as the rules give it, each with colours the other way round: the initial colour (the file's XXC / 152, or the one assumed) disagrees with its round ${c.round}`, tr: `${c.round}. tur: bütün eşler kuralların verdiği gibi, ama renkler ters: ilk renk (dosyanın XXC / 152 satırı ya da varsayılan) ${c.round}. turuyla uyuşmuyor` }];
  if (c.noPairing) return [{ en: `round ${c.round}: the system finds no legal pairing: ${c.noPairing.en}`, tr: `${c.round}. tur: sistem kurallara uygun eşlendirme bulamıyor: ${c.noPairing.tr}` }];
  const lines: Text[] = c.boards.map((d) => (d.rules
    ? { en: `round ${c.round}: the rules pair ${d.rules.white}-${d.rules.black} (board ${d.rules.board}); the file does not`, tr: `${c.round}. tur: kurallar ${d.rules.white}-${d.rules.black} eşler (${d.rules.board}. masa); dosyada yok` }
    : { en: `round ${c.round}: the file pairs ${d.file!.white}-${d.file!.black} (board ${d.file!.board}); the rules do not`, tr: `${c.round}. tur: dosya ${d.file!.white}-${d.file!.black} eşler (${d.file!.board}. masa); kurallar eşlemez` }));
  if (c.byes) lines.push({ en: `round ${c.round}: the rules give the pairing-allocated bye to ${c.byes.rules.join(', ') || 'nobody'}; the file to ${c.byes.file.join(', ') || 'nobody'}`, tr: `${c.round}. tur: kurallar tur atlamayı ${c.byes.rules.join(', ') || 'kimseye'} verir; dosya ${c.byes.file.join(', ') || 'kimseye'}` });
  return lines;
}
