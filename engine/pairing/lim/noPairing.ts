/**
 * Why a round has no legal pairing at all (Lim 3.1, 2.2): the reason said in the arbiter's terms, naming the players.
 *
 * The round is read as a graph: a player is joined to every compatible opponent (3.1: not met before, colours that
 * keep 6.1.a/b; not barred by the arbiter, XXP; under the last-round exception of 7 also players on the same score
 * against the colour rules), and when the number is odd, "the bye" is joined to every player who may have it (2.2).
 * There is no pairing exactly when this graph has no perfect matching; Gallai and Edmonds' decomposition then names
 * the obstruction: sets of an odd number of players (D) who can be completed only by a few other players (A), more
 * sets than players to complete them. The commonest case is one player with no compatible opponent at all.
 */
import type { Text } from '../types';
import type { Card } from './cards';
import { pairKey } from './compatible';
import { pairCost, type PairingRules } from './proposed';
import { perfectMatchingScan } from '../dutch/cardinality';
import { t2, list } from './text';

export interface NoPairingReason {
  text: Text;
  /** The players that cannot all be paired (sets of an odd number), and those who alone could complete them. */
  data: { isolated: number[]; oddSets: number[][]; completers: number[]; bye: boolean; byeCandidates: number[] };
}

/** Above this many players the decomposition (one matching per player) is not attempted: the general reason is given. */
const DECOMPOSE_LIMIT = 400;

/**
 * The reason, for the round's cards; `byeCandidates` are the players who may have the bye (2.2), or undefined when
 * the number of players is even.
 */
export function whyNoPairing(cards: Card[], rules: PairingRules, byeCandidates: number[] | undefined): NoPairingReason {
  const nos = cards.map((c) => c.no);
  const bye = byeCandidates !== undefined;
  const candidates = byeCandidates ?? [];
  const base = { isolated: [] as number[], oddSets: [] as number[][], completers: [] as number[], bye, byeCandidates: candidates };
  if (bye && candidates.length === 0) {
    return {
      text: t2('The number of players is odd and nobody may have the bye: each has had it or scored a point without playing (Lim 2.2).',
        'Oyuncu sayısı tek ve kimse tur atlayamıyor: her biri ya tur atlamış ya da rakibi gelmediği için puan almış (Lim 2.2).'),
      data: base,
    };
  }
  // vertices 0..n-1 the players, n the bye when the number is odd
  const n = nos.length + (bye ? 1 : 0);
  const BYE = nos.length;
  const byeSet = new Set(candidates);
  const meet = (i: number, j: number): boolean => {
    if (i === j) return false;
    if (i === BYE && bye) return byeSet.has(nos[j]);
    if (j === BYE && bye) return byeSet.has(nos[i]);
    return pairCost(cards[i], cards[j], rules) !== undefined;
  };
  const adj: number[][] = Array.from({ length: n }, () => []);
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) if (meet(i, j)) { adj[i].push(j); adj[j].push(i); }
  /** Players by number, the bye last ("4, 9 and the bye"). */
  const names = (vs: number[]): Text => {
    const players = vs.filter((v) => !(bye && v === BYE)).map((v) => nos[v]).sort((a, b) => a - b).map(String);
    const withBye = vs.some((v) => bye && v === BYE);
    const join = (xs: string[], and: string) => (xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} ${and} ${xs[xs.length - 1]}`);
    return t2(join([...players, ...(withBye ? ['the bye'] : [])], 'and'), join([...players, ...(withBye ? ['tur atlama'] : [])], 've'));
  };

  const isolated = [...Array(nos.length).keys()].filter((v) => adj[v].length === 0);
  if (isolated.length > 0) {
    const v = isolated[0];
    const c = cards[v];
    const played = nos.filter((no) => no !== c.no && c.opponents.has(no));
    const barred = nos.filter((no) => no !== c.no && !c.opponents.has(no) && rules.forbidden.has(pairKey(c.no, no)));
    const colours = nos.filter((no) => no !== c.no && !played.includes(no) && !barred.includes(no));
    const en: string[] = [], tr: string[] = [];
    if (played.length) { en.push(`he has played ${list(played)}`); tr.push(`${list(played)} ile oynadı`); }
    if (barred.length) { en.push(`the arbiter barred ${list(barred)} (XXP)`); tr.push(`${list(barred)} ile eşlenmesi başhakem tarafından yasaklandı (XXP)`); }
    if (colours.length) { en.push(`with ${list(colours)} one of the two would have the same colour three times running or three more of one colour (6.1.a/b)`); tr.push(`${list(colours)} ile eşlenirse ikisinden biri aynı rengi üst üste üç kez ya da bir rengi üç fazla almış olur (6.1.a/b)`); }
    const others = names(isolated.slice(1));
    const more = isolated.length > 1 ? t2(` (nor ${isolated.length > 2 ? 'have' : 'has'} ${others.en})`, ` (${others.tr} için de aynısı geçerli)`) : t2('', '');
    return {
      text: t2(`Player ${c.no} has no compatible opponent (Lim 3.1)${more.en}: ${en.join('; ')}${bye && !byeSet.has(c.no) ? '; and he may not have the bye (2.2)' : ''}.`,
        `${c.no} numaralı oyuncunun uygun rakibi yok (Lim 3.1)${more.tr}: ${tr.join('; ')}${bye && !byeSet.has(c.no) ? '; tur da atlayamaz (2.2)' : ''}.`),
      data: { ...base, isolated: isolated.map((x) => nos[x]) },
    };
  }

  const general = {
    text: t2(`The ${nos.length} players cannot all be given a compatible opponent (Lim 3.1)${bye ? ' and one of them the bye (2.2)' : ''}: every pairing of the round would repeat a game or break a colour rule (6.1.a/b).`,
      `${nos.length} oyuncunun hepsine uygun rakip (Lim 3.1)${bye ? ' ve birine tur atlama (2.2)' : ''} verilemiyor: turun her eşlendirmesi ya daha önce oynanmış bir oyunu tekrarlar ya da bir renk kuralını (6.1.a/b) bozar.`),
    data: base,
  };
  if (n > DECOMPOSE_LIMIT) return general;

  // The deficiency k (players left over by a largest pairing): k universal helpers make the graph perfectly matchable.
  const matchable = (helpers: number, onlyTo?: number): boolean => {
    const size = n + helpers;
    const isHelper = (v: number) => v >= n;
    const edge = (u: number, v: number): boolean => {
      if (u === v) return false;
      if (isHelper(u) && isHelper(v)) return false;
      if (isHelper(u) || isHelper(v)) {
        const h = isHelper(u) ? u : v, o = isHelper(u) ? v : u;
        return onlyTo === undefined || h !== n ? true : o === onlyTo;
      }
      return meet(u, v);
    };
    const scan = (v: number, visit: (u: number) => boolean) => {
      if (v < n) { for (const u of adj[v]) if (visit(u)) return; for (let h = n; h < size; h++) if (edge(v, h) && visit(h)) return; }
      else for (let u = 0; u < n; u++) if (edge(v, u) && visit(u)) return;
    };
    return perfectMatchingScan(size, scan, new Int32Array(size).fill(-1), edge) !== null;
  };
  let k = n % 2;
  while (k <= n && !matchable(k)) k += 2;
  if (k === 0 || k > n) return general;
  // D: the players some largest pairing leaves out; A: their other neighbours; the odd sets: D's connected parts.
  const inD = [...Array(n).keys()].map((v) => matchable(k, v));
  const A = [...Array(n).keys()].filter((v) => !inD[v] && adj[v].some((u) => inD[u]));
  const seen = new Array<boolean>(n).fill(false);
  const sets: number[][] = [];
  for (let v = 0; v < n; v++) {
    if (!inD[v] || seen[v]) continue;
    const comp: number[] = [];
    const stack = [v];
    seen[v] = true;
    while (stack.length) {
      const x = stack.pop()!;
      comp.push(x);
      for (const u of adj[x]) if (inD[u] && !seen[u]) { seen[u] = true; stack.push(u); }
    }
    if (comp.length % 2 === 1) sets.push(comp);
  }
  if (sets.length <= A.length) return general;
  const data = { ...base, oddSets: sets.map((s) => s.filter((v) => !(bye && v === BYE)).map((v) => nos[v]).sort((a, b) => a - b)), completers: A.filter((v) => !(bye && v === BYE)).map((v) => nos[v]).sort((a, b) => a - b) };
  const setsText = (lang: 'en' | 'tr') => sets.map((x) => `{${names(x)[lang]}}`).join(', ');
  const one = sets.length === 1;
  if (A.length === 0) {
    return {
      text: t2(`${one ? 'The players' : 'In each of the sets'} ${setsText('en')} ${one ? 'can meet only one another' : 'the players can meet only one another'} (every other opponent would repeat a game or break a colour rule, Lim 3.1, 6.1.a/b), and ${one ? 'they are an odd number: one of them is' : 'each set has an odd number of players: one in each is'} left without an opponent.`,
        `${setsText('tr')} ${one ? 'oyuncuları' : 'kümelerinin her birindeki oyuncular'} yalnızca birbirleriyle eşlenebilir (başka her rakip ya daha önce oynanmış bir oyunu tekrarlar ya da bir renk kuralını bozar, Lim 3.1, 6.1.a/b) ve ${one ? 'sayıları tek: biri' : 'her kümedeki oyuncu sayısı tek: her birinden biri'} rakipsiz kalır.`),
      data,
    };
  }
  const aText = names(A);
  return {
    text: t2(`${sets.length} sets of players, each an odd number (${setsText('en')}), can each be completed only by ${aText.en} (every other pairing would repeat a game or break a colour rule, Lim 3.1, 6.1.a/b): ${sets.length} sets need ${sets.length} of them and there ${A.length === 1 ? 'is' : 'are'} only ${A.length}.`,
      `Her biri tek sayıda oyuncudan oluşan ${sets.length} küme (${setsText('tr')}) ancak ${aText.tr} ile tamamlanabilir (başka her eşlendirme daha önce oynanmış bir oyunu tekrarlar ya da bir renk kuralını bozar, Lim 3.1, 6.1.a/b): ${sets.length} küme için ${sets.length} tamamlayıcı gerekir, yalnızca ${A.length} tane var.`),
    data,
  };
}
