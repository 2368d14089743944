/**
 * Knockout (eleme) brackets and the play-off arrangements for tied players, as plain data.
 *
 * The documents (Eleme Sistemi, 2. Eşlendirme): with k players and t to select, the first round is paired so
 * that after it a "multiple" of t remains — t·2, t·4, t·8, … ("seçilecek oyuncu sayısının katları 4, 8, 16"
 * for t = 2). Imaginary players fill the field up to that size B; whoever is drawn against one does not play
 * (bye). As in every knockout, the first plays the last: 1:B, 2:B−1, … ("birinciyle sonuncu oynar").
 * When fewer than 2t play, this is only the preliminary round: the top 2t − k qualify directly.
 */

export interface KnockoutFirstRound {
  players: number;
  select: number;
  /** Field size with the imaginary players: the smallest t·2^j ≥ k (j ≥ 1). */
  bracketSize: number;
  /** Number of imaginary players (hayali oyuncular). */
  imaginary: number;
  /** Seeds drawn against an imaginary player: they go through without playing. */
  byes: number[];
  /** The games of the first round, higher seed first. */
  games: Array<[number, number]>;
  /** Players left after the first round (bracketSize / 2). */
  afterFirstRound: number;
  /** Knockout rounds until t remain. */
  rounds: number;
}

export function knockoutFirstRound(players: number, select = 1): KnockoutFirstRound {
  if (!Number.isInteger(select) || select < 1) throw new RangeError(`the number to select must be a positive whole number, not ${select}`);
  if (!Number.isInteger(players) || players <= select) {
    throw new RangeError(`a knockout of ${players} player(s) to select ${select} decides nothing: it needs more players than places`);
  }
  let bracketSize = 2 * select;
  let rounds = 1;
  while (bracketSize < players) {
    bracketSize *= 2;
    rounds++;
  }
  const imaginary = bracketSize - players;
  const byes = Array.from({ length: imaginary }, (_, i) => i + 1);
  const games: Array<[number, number]> = [];
  for (let i = imaginary + 1; i <= bracketSize / 2; i++) games.push([i, bracketSize + 1 - i]);
  return { players, select, bracketSize, imaginary, byes, games, afterFirstRound: bracketSize / 2, rounds };
}

/** A later round: the survivors, strongest seed against weakest ("birinciyle sonuncu oynar"). */
export function knockoutFold(survivors: number[]): Array<[number, number]> {
  const s = [...survivors].sort((a, b) => a - b);
  if (s.length % 2 !== 0) throw new RangeError(`a knockout round needs an even number of players, not ${s.length}`);
  const out: Array<[number, number]> = [];
  for (let i = 0; i < s.length / 2; i++) out.push([s[i], s[s.length - 1 - i]]);
  return out;
}

export type Text = { en: string; tr: string };

export type PlayoffMethod =
  | 'match' // two games, colours reversed, then more games or a golden-point game
  | 'round-robin' // a (Berger) round robin, then golden-point games
  | 'knockout' // knockout matches, pairing by lot
  | 'top-four-knockout-or-round-robin'
  | 'groups' // groups, then the group winners
  | 'golden-point-all' // golden-point games among all, pairing numbers in the printed order
  | 'golden-point-knockout'
  | 'top-nine-then-rest';

export interface PlayoffPlan {
  tied: number;
  /** The item of the documents' list (1 = two players … 10 = eleven or more). */
  item: number;
  method: PlayoffMethod;
  /** Groups of tie-break ranks (1 = best tie-break score). */
  groups?: number[][];
  /** Pairing number k is held by rank order[k − 1] (seven players: 1, 5, 2, 6, 3, 7, 4). */
  order?: number[];
  /** First-round games by rank, where the documents fix them. */
  games?: Array<[number, number]>;
  /** True where the documents print the grouping; false where Hakem had to complete it. */
  printed: boolean;
  text: Text;
}

/**
 * The play-off arrangement for `tied` players tied for first place (Eleme Sistemi, 3. Uygulama).
 * Ranks are by the tie-break score (yüksek eşitlik bozma skoru) — 1 is the best.
 */
export function playoffPlan(tied: number): PlayoffPlan {
  if (!Number.isInteger(tied) || tied < 2) throw new RangeError(`a play-off needs at least two tied players, not ${tied}`);
  switch (tied) {
    case 2:
      return { tied, item: 1, method: 'match', printed: true, text: { en: 'two games (3 min + 3 s), colours reversed; still level: more games by the regulations, or a golden-point game', tr: 'farklı renklerde iki maç (3 dk + 3 sn); eşitlik sürerse yönergeye göre ek maçlar ya da altın puan maçı' } };
    case 3:
      return { tied, item: 2, method: 'round-robin', printed: true, text: { en: 'a Berger round robin (3 min + 3 s); still level: golden-point games in a round robin, or the lowest by the next tie-break is out and (1) follows', tr: '3 dk + 3 sn Berger (döner) turnuva; eşitlik sürerse döner sistemle altın puan maçları ya da sonraki eşitlik bozma ile en düşük elenir ve (1) uygulanır' } };
    case 4:
      return { tied, item: 3, method: 'knockout', printed: true, text: { en: 'knockout (3 min + 3 s, two games a match if time allows), pairing by lot; no time: golden-point games', tr: 'eleme maçları (3 dk + 3 sn, zaman varsa ikişer maç), eşlendirme kurayla; zaman yoksa altın puan maçları' } };
    case 5:
      return { tied, item: 4, method: 'top-four-knockout-or-round-robin', groups: [[1, 2, 3, 4]], printed: true, text: { en: 'rank by the next tie-break; the best four play (3), or all five play a single-game Berger round robin', tr: 'sonraki eşitlik bozma ile sıralanır; en iyi dört oyuncu için (3) ya da tüm oyuncular için tek maçlı Berger turnuva' } };
    case 6:
      return { tied, item: 5, method: 'groups', groups: [[1, 4, 5], [2, 3, 6]], printed: true, text: { en: 'two groups, 1-4-5 and 2-3-6, each plays (2); the two winners play a golden-point game', tr: 'iki grup, 1-4-5 ve 2-3-6, her grup (2) uygular; iki grubun kazananları altın puan maçı yapar' } };
    case 7:
      return { tied, item: 6, method: 'golden-point-all', order: [1, 5, 2, 6, 3, 7, 4], printed: true, text: { en: 'golden-point games among all; pairing numbers 1–7 held by tie-break ranks 1, 5, 2, 6, 3, 7, 4 (or by lot); no winner: fewest moves to win decides', tr: 'tüm oyuncular arasında altın puan maçı; eşlendirme numaraları eşitlik bozma sırasına göre 1, 5, 2, 6, 3, 7, 4 (ya da kurayla); birinci seçilemezse en az hamlede kazanan' } };
    case 8:
      return { tied, item: 7, method: 'golden-point-knockout', games: knockoutFirstRound(8).games, printed: true, text: { en: 'a knockout of golden-point games (1:8, 2:7, 3:6, 4:5)', tr: 'altın puan maçlarıyla eleme (1:8, 2:7, 3:6, 4:5)' } };
    case 9:
      return { tied, item: 8, method: 'groups', groups: [[1, 5, 9], [2, 6, 7], [3, 4, 8]], printed: true, text: { en: 'three groups, A 1-5-9, B 2-6-7, C 3-4-8, each plays (2); the three winners play (2) again', tr: 'üç grup, A 1-5-9, B 2-6-7, C 3-4-8, her grup (2) uygular; grup birincileri yeniden (2) uygular' } };
    case 10:
      // The documents split ten into two groups without printing them; Hakem deals them the way the
      // six-player groups are dealt (1-4-5 / 2-3-6), continued: 1-4-5-8-9 / 2-3-6-7-10.
      return { tied, item: 9, method: 'groups', groups: [[1, 4, 5, 8, 9], [2, 3, 6, 7, 10]], printed: false, text: { en: 'two groups of five, each plays (4); the two winners play a golden-point game (groups dealt 1-4-5-8-9 / 2-3-6-7-10: the documents do not print them)', tr: 'beşer kişilik iki grup, her grup (4) uygular; kazananlar altın puan maçı yapar (gruplar 1-4-5-8-9 / 2-3-6-7-10: belgelerde yazılı değil)' } };
    default: {
      const top = Array.from({ length: 9 }, (_, i) => i + 1);
      return { tied, item: 10, method: 'top-nine-then-rest', groups: [top, Array.from({ length: tied - 9 }, (_, i) => i + 10)], printed: true, text: { en: `rank all ${tied} by the tie-break; nine or fewer enter the play-off for first place (any cash prize agreed beforehand is shared by all tied players); for the other prizes the following eight play by (7)`, tr: `${tied} oyuncu eşitlik bozma ile sıralanır; dokuz ya da daha az oyuncu eleme maçlarına alınır (önceden kararlaştırılan nakit ödül tüm eşit puanlılar arasında paylaşılır); kalan ödüller için devam eden sekiz oyuncu (7) ile oynar` } };
    }
  }
}
