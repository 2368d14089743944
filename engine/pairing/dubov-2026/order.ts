/**
 * The orders of C.04.4.1 Article 4, in which "the first" set or transposition is looked for.
 */
import type { DubovPlayer } from './players';

/** 4.2.2: possible upfloaters by descending score, then ascending TPN. */
export function upfloaterOrder(ps: DubovPlayer[]): DubovPlayer[] {
  return [...ps].sort((a, b) => b.score - a.score || a.no - b.no);
}

/** 4.3.2 (and 3.2.5 for S1): white seekers by ascending ARO, then ascending TPN. */
export function whiteSeekerOrder(ps: DubovPlayer[]): DubovPlayer[] {
  return [...ps].sort((a, b) => a.aro - b.aro || a.no - b.no);
}

/** 4.3.2, 4.4.2: black seekers (and G2's transpositions) by ascending TPN. */
export function tpnOrder(ps: DubovPlayer[]): DubovPlayer[] {
  return [...ps].sort((a, b) => a.no - b.no);
}

/**
 * 4.3.3: sequence numbers start with the player in the (remaining) middle of the list; when two players are in the
 * (remaining) middle, the one with the higher position in the list (nearer its top) comes first. Reading: "remaining"
 * taken literally, the middle of the players not yet numbered is found again after each one (A B C D E F G gives
 * D C E B F A G; A B C D E F gives C D B E A F).
 */
export function middleOut<T>(list: T[]): T[] {
  const rest = [...list];
  const out: T[] = [];
  while (rest.length) {
    const k = rest.length % 2 === 1 ? (rest.length - 1) / 2 : rest.length / 2 - 1;
    out.push(rest.splice(k, 1)[0]);
  }
  return out;
}
