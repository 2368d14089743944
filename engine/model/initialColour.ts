/**
 * The initial colour of an event (the colour the top player drew for round 1, E.5 of the Dutch system): from the
 * file (`XXC white1|black1`, TRF-2026 `152 W|B`), else read from the first round played, else White assumed.
 *
 * Reading it from the rounds played follows the rule bbpPairings documents and applies (its README, "initial piece
 * color"; `inferFirstColor` in its TRF reader): take the first round F in which any game has colours; go through the
 * players in pairing-number order, counting those who took part in the pairing of round F or an earlier round (a
 * game, forfeits included, a pairing-allocated bye or a win by default); the first of them with a colour in round F
 * decides: his colour when he is the 1st, 3rd, 5th… so counted, the other colour when he is the 2nd, 4th… (in a
 * round-1 pairing the players of S1 take the initial colour and its opposite by turns).
 */
import type { Colour, Tournament } from './types';
import type { Text } from '../pairing/types';

export interface InitialColour {
  colour: Colour;
  /**
   * file: XXC or 152; played: read from round `round` as played; arbiter: set by the arbiter where the event is kept
   * (the taskpane's Settings sheet), not read from a file; default: no colour anywhere, White assumed.
   */
  source: 'file' | 'played' | 'arbiter' | 'default';
  /** The round the colour was read from (source `played`). */
  round?: number;
  /** The player whose colour decided, and that colour (source `played`). */
  player?: number;
  playerColour?: Colour;
}

const invert = (c: Colour): Colour => (c === 'w' ? 'b' : 'w');

/** The event's initial colour, and where it comes from (see the top of the file). */
export function initialColour(t: Tournament): InitialColour {
  if (t.firstColour) return { colour: t.firstColour, source: 'file' };
  const rounds = [...t.rounds].sort((a, b) => a.number - b.number);
  const first = rounds.find((r) => r.games.some((g) => !g.noColours));
  if (!first) return { colour: 'w', source: 'default' };
  const took = new Set<number>();
  const colourIn = new Map<number, Colour>();
  for (const r of rounds) {
    if (r.number > first.number) break;
    for (const g of r.games) {
      took.add(g.white);
      took.add(g.black);
      if (r === first && !g.noColours) {
        colourIn.set(g.white, 'w');
        colourIn.set(g.black, 'b');
      }
    }
    for (const u of r.unpaired) if (u.code === 'U' || u.code === '+') took.add(u.player);
  }
  let k = 0;
  for (const p of [...t.players].sort((a, b) => a.no - b.no)) {
    if (!took.has(p.no)) continue;
    const c = colourIn.get(p.no);
    if (c) return { colour: k % 2 === 0 ? c : invert(c), source: 'played', round: first.number, player: p.no, playerColour: c };
    k++;
  }
  return { colour: 'w', source: 'default' };
}

const name = (c: Colour): Text => (c === 'w' ? { en: 'White', tr: 'beyaz' } : { en: 'Black', tr: 'siyah' });

/** One sentence for the explanation and the command line. */
export function describeInitialColour(ic: InitialColour): Text {
  const c = name(ic.colour);
  if (ic.source === 'arbiter') return { en: `Initial colour set by the arbiter (Settings sheet), not read from a file: ${c.en}.`, tr: `İlk renk hakemin belirlediği (Settings sayfası), bir dosyadan okunmadı: ${c.tr}.` };
  if (ic.source === 'file') return { en: `Initial colour from the file (XXC / 152): ${c.en}.`, tr: `İlk renk dosyadan (XXC / 152): ${c.tr}.` };
  if (ic.source === 'default') return { en: `The file gives no initial colour (XXC / 152) and no round has been played: ${c.en} assumed.`, tr: `Dosyada ilk renk (XXC / 152) yok ve oynanmış tur yok: ${c.tr} kabul edildi.` };
  const pc = name(ic.playerColour!);
  const same = ic.playerColour === ic.colour;
  return {
    en: `The file gives no initial colour (XXC / 152): taken from round ${ic.round} as played: ${c.en} (player ${ic.player} had ${pc.en}${same ? '' : '; the top player of that pairing had no colour, so he stands in an even place and had the other colour'}).`,
    tr: `Dosyada ilk renk (XXC / 152) yok: oynanan ${ic.round}. turdan alındı: ${c.tr} (${ic.player} numara ${pc.tr} oynadı${same ? '' : '; o eşlendirmenin en üst oyuncusunun rengi olmadığından çift sırada durur ve öbür rengi almıştır'}).`,
  };
}
