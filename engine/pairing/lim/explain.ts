/** The steps of one score group's pairing, for the explanation (Lim 3.2-5.4). */
import type { Text, TraceSection, TraceStep } from '../types';
import type { GroupPlan } from './floaters';
import type { ScoreGroup } from './median';
import type { PairingRules, PassedOver } from './proposed';
import { proposedPairs } from './proposed';
import type { GroupOutcome } from './search';
import { COST_NAMES, groupName, list, pairsText, scoreText, t2, typeText } from './text';
import { pairKey } from './compatible';
import { colourClash, dueColour } from './colours';

function planSummary(p: GroupPlan) {
  return { bye: p.bye ?? null, floaters: p.floaters.map((f) => f.no), pairs: p.pairing.pairs };
}

export function groupSteps(o: GroupOutcome, groups: ScoreGroup[], rules: PairingRules): TraceSection {
  const g = o.group;
  const plan = o.plan;
  const steps: TraceStep[] = [];
  const incoming = plan.incoming;
  const inText = incoming.map((f) => `${f.no} (${f.dir === 'down' ? '↓' : '↑'} ${rules.cards.get(f.no)!.score})`);
  steps.push({
    kind: 'group', rule: 'Lim 3.2',
    text: t2(`Players: ${list(g.residents)}${incoming.length ? `; floated in: ${inText.join(', ')}` : ''}.`, `Oyuncular: ${list(g.residents)}${incoming.length ? `; kayarak gelen: ${inText.join(', ')}` : ''}.`),
    data: { score: g.score, kind: g.kind, residents: g.residents, incoming: incoming.map((f) => ({ no: f.no, dir: f.dir, score: rules.cards.get(f.no)!.score })) },
  });

  // The pairing cards of the group's players (score, colours, due colour), for the worksheets.
  const everyone = [...g.residents, ...incoming.map((f) => f.no)].sort((a, b) => a - b);
  const cardsData = everyone.map((no) => {
    const c = rules.cards.get(no)!;
    const due = dueColour(c);
    const d = c.colours.reduce((s, x) => s + (x === 'w' ? 1 : -1), 0);
    const n = c.colours.length;
    const strength = due === undefined ? undefined : (n >= 2 && c.colours[n - 1] === c.colours[n - 2]) || Math.abs(d) >= 2 ? 'absolute' : Math.abs(d) === 1 ? 'strong' : 'mild';
    return { no, score: c.score, colours: c.colours.join(''), preference: due ?? null, strength: strength ?? null };
  });
  const cw = (x: string, tr: boolean) => (x === 'w' ? (tr ? 'B' : 'W') : tr ? 'S' : 'B');
  steps.push({
    kind: 'cards', rule: 'Lim A.1',
    text: t2(`Cards: ${cardsData.map((c) => `${c.no} (${c.score}; ${[...c.colours].map((x) => cw(x, false)).join('') || '—'}; due ${c.preference ? cw(c.preference, false) : '—'})`).join(', ')}.`,
      `Kartlar: ${cardsData.map((c) => `${c.no} (${String(c.score).replace('.', ',')}; ${[...c.colours].map((x) => cw(x, true)).join('') || '—'}; sırası gelen ${c.preference ? cw(c.preference, true) : '—'})`).join(', ')}.`),
    data: { players: cardsData },
  });

  if (o.redo) {
    const f = o.redo.first;
    const firstText = `${f.bye !== undefined ? `bye ${f.bye}, ` : ''}${f.floaters.length ? `floater${f.floaters.length > 1 ? 's' : ''} ${list(f.floaters.map((x) => x.no))}` : 'no floater'}`;
    const firstTextTr = `${f.bye !== undefined ? `tur atlayan ${f.bye}, ` : ''}${f.floaters.length ? `artık oyuncu ${list(f.floaters.map((x) => x.no))}` : 'artık oyuncu yok'}`;
    const chosenText = `${plan.bye !== undefined ? `bye ${plan.bye}, ` : ''}${plan.floaters.length ? `floater${plan.floaters.length > 1 ? 's' : ''} ${list(plan.floaters.map((x) => x.no))}` : 'no floater'}`;
    const chosenTextTr = `${plan.bye !== undefined ? `tur atlayan ${plan.bye}, ` : ''}${plan.floaters.length ? `artık oyuncu ${list(plan.floaters.map((x) => x.no))}` : 'artık oyuncu yok'}`;
    let why = t2('it left a later group without any legal pairing', 'sonraki bir grup kurallara uygun eşlendirilemiyordu');
    const data: Record<string, unknown> = { first: planSummary(f), chosen: planSummary(plan), reason: o.redo.reason };
    if (o.redo.reason === 'later-cost' && o.redo.laterGroup !== undefined && o.redo.laterCost) {
      const lg = groups[o.redo.laterGroup];
      const { first, chosen } = o.redo.laterCost;
      let k = 0;
      while (k < first.length && first[k] === chosen[k]) k++;
      const name = COST_NAMES[k] ?? COST_NAMES[COST_NAMES.length - 1];
      const s = scoreText(lg.score);
      why = t2(`then the ${s.en} group would have ${first[k]} ${name.en} instead of ${chosen[k]}`, `bu durumda ${s.tr} puan grubunda ${chosen[k]} yerine ${first[k]} ${name.tr} olurdu`);
      data.laterGroup = { score: lg.score, kind: lg.kind, measure: ['bye', 'extraFloaters', 'typeA', 'typeB', 'typeC', 'floatedTwice', 'colourBreaks', 'colourClashes'][k], first: first[k], chosen: chosen[k] };
    }
    steps.push({
      kind: 'redo', rule: g.kind === 'median' ? 'Lim 3.6' : 'Lim 4.2',
      text: t2(`First try by the rules' order: ${firstText}; but ${why.en}. The group is paired again: ${chosenText}.`,
        `Kuralların sırasına göre ilk deneme: ${firstTextTr}; ancak ${why.tr}. Grup yeniden eşlendirilir: ${chosenTextTr}.`),
      data,
    });
  }

  if (plan.bye !== undefined) {
    const reading = rules.bookPractice
      ? t2(' Book practice (option bookPractice): the player of the lowest group whose bye lets the groups be paired best, not necessarily the lowest; rule 2.1 names the lowest.', ' Kitaptaki uygulama (bookPractice seçeneği): en alt grupta, tur atlaması grupların en iyi eşlendirilmesini sağlayan oyuncu; en alttaki olması gerekmez; 2.1 kuralı en alttakini söyler.')
      : t2(' Rule 2.1: the lowest player of the lowest group who may take it (2.2).', ' 2.1 kuralı: en alt puan grubunda tur atlayabilecek (2.2) en alttaki oyuncu.');
    steps.push({ kind: 'bye', rule: 'Lim 2.1-2.3', text: t2(`${plan.bye} gets the bye (one point, no opponent, no colour).${reading.en}`, `${plan.bye} tur atlar (bir puan, rakip ve renk yok).${reading.tr}`), data: { player: plan.bye, reading: rules.bookPractice ? 'bookPractice' : 'rule 2.1' } });
  } else if (plan.byePassed && plan.byeEligible?.length) {
    // players here may take it (2.2), but with any of them out the groups cannot all be paired: said as such, not as
    // "nobody may" (the search passed it on, engine/pairing/lim/search.ts passBye)
    const who = plan.byeEligible.join(', ');
    const one = plan.byeEligible.length === 1;
    steps.push({ kind: 'bye', rule: 'Lim 2.1, 3.6', text: t2(`The bye is not given here: ${who} may take it (2.2), but the search found no pairing of the groups, paired one by one as Lim pairs them, with ${one ? 'him' : 'any of them'} out; it passes to the next group up.`, `Tur atlama burada verilmez: ${who} tur atlayabilir (2.2), ama arama, Lim'in grupları tek tek eşlendirdiği biçimde, ${one ? 'o' : 'herhangi biri'} çıkınca grupların eşlendirilmesini bulamadı; tur atlama bir üst gruba geçer.`), data: { eligible: plan.byeEligible } });
  } else if (plan.byePassed) {
    steps.push({ kind: 'bye', rule: 'Lim 2.2', text: t2('Nobody here may take the bye (had it already, or won by forfeit); it passes to the next group up.', 'Bu grupta tur atlayabilecek oyuncu yok (daha önce tur atlamış ya da rakibi gelmediği için puan almış); tur atlama bir üst gruba geçer.') });
  }
  if (plan.cost[1] > 0) {
    steps.push({ kind: 'unlock', rule: g.kind === 'upper' ? 'Lim 3.6, 5.4.b' : 'Lim 3.6', text: t2(`The later groups cannot be paired otherwise: ${2 * plan.cost[1]} more players leave this group.`, `Sonraki gruplar başka türlü eşlendirilemiyor: bu gruptan ${2 * plan.cost[1]} oyuncu daha kaydırılır.`), data: { extra: 2 * plan.cost[1] } });
  }
  const nextIndex = groups.findIndex((x, i) => i > o.index && (x.kind === g.kind || x.kind === 'median'));
  const dest = nextIndex >= 0 ? scoreText(groups[nextIndex].score) : undefined;
  for (const f of plan.floaters) {
    const dir = o.direction === 'down'
      ? t2(`down${dest ? ` to the ${dest.en} group` : ''}`, `${dest ? `${dest.tr} puan grubuna ` : ''}aşağı`)
      : t2(`up${dest ? ` to the ${dest.en} group` : ''}`, `${dest ? `${dest.tr} puan grubuna ` : ''}yukarı`);
    const ty = typeText(f.type);
    steps.push({
      kind: 'float', rule: 'Lim 3.3, 4.2, 4.9',
      text: t2(`${f.no} floats ${dir.en} (${ty.en}${f.floatedBefore ? '; floated last round too' : ''}).`, `${f.no}, ${dir.tr} kaydırılır (${ty.tr}${f.floatedBefore ? '; önceki turda da kaydırılmıştı' : ''}).`),
      data: { player: f.no, direction: o.direction, to: nextIndex >= 0 ? groups[nextIndex].score : null, type: f.type, floatedBefore: f.floatedBefore },
    });
  }

  // Floaters first (4.6-4.8), then the homogeneous rest: proposed pairing (3.4) and exchanges (5.1-5.4, 6.2).
  const pairs = plan.pairing.pairs;
  const inSet = new Set(incoming.map((f) => f.no));
  const floaterPairs = pairs.filter(([a]) => inSet.has(a));
  const why: Record<PassedOver, Text> = {
    played: t2('already played', 'daha önce oynamışlar'),
    forbidden: t2('may not meet (arbiter)', 'karşılaşamazlar (hakem kararı)'),
    'colour-rule': t2('a colour rule would break (6.1)', 'bir renk kuralı bozulurdu (6.1)'),
    'rest-unpairable': t2('the others could not all be paired then (5.4)', 'bu durumda diğerleri eşlendirilemezdi (5.4)'),
    colours: t2('fewer players would get their due colour (6.2)', 'daha az oyuncu sırası gelen rengi alırdı (6.2)'),
    'maxi-100': t2('more than 100 rating points from the first compatible opponent (maxi, 4.8/6.7)', 'ilk uygun rakipten 100 puandan fazla uzak (maksi, 4.8/6.7)'),
  };
  for (const [a, b] of floaterPairs) {
    const f = incoming.find((x) => x.no === a)!;
    const tried = plan.pairing.reviews.find((r) => r.player === a)?.tried ?? [];
    const triedEn = tried.length ? ` (passed over: ${tried.map((x) => `${a}-${x.opponent} ${why[x.reason].en}`).join('; ')})` : '';
    const triedTr = tried.length ? ` (geçilenler: ${tried.map((x) => `${a}-${x.opponent} ${why[x.reason].tr}`).join('; ')})` : '';
    steps.push({
      kind: 'floater-pairing', rule: f.dir === 'down' ? 'Lim 4.6, 4.8' : 'Lim 4.7, 4.8',
      text: t2(`${a} (floated ${f.dir}) is paired before the group's own players: with ${b}, the ${f.dir === 'down' ? 'highest' : 'lowest'}-ranked opponent that suits${triedEn}.`, `${a} (${f.dir === 'down' ? 'aşağı' : 'yukarı'} kaymış) grubun kendi oyuncularından önce eşlendirilir: uygun olan en ${f.dir === 'down' ? 'üst' : 'alt'} sıradaki rakip ${b} ile${triedTr}.`),
      data: { floater: a, opponent: b, dir: f.dir, tried },
    });
  }
  const used = new Set(floaterPairs.flat());
  const rest = pairs.filter(([a]) => !used.has(a));
  const restPlayers = rest.flat().sort((x, y) => x - y);
  if (restPlayers.length > 0) {
    const ordered = o.direction === 'down' ? restPlayers : [...restPlayers].reverse();
    const proposed = proposedPairs(ordered);
    const half = ordered.length / 2;
    steps.push({
      kind: 'proposed', rule: 'Lim 3.4',
      text: t2(`S1 = ${list(ordered.slice(0, half))}, S2 = ${list(ordered.slice(half))}; proposed pairing ${pairsText(proposed)}.`, `S1 = ${list(ordered.slice(0, half))}, S2 = ${list(ordered.slice(half))}; öngörülen eşlendirme ${pairsText(proposed)}.`),
      data: { s1: ordered.slice(0, half), s2: ordered.slice(half), pairs: proposed },
    });
    for (const r of plan.pairing.reviews) {
      if (inSet.has(r.player)) continue;
      steps.push({
        kind: 'exchange-try', rule: 'Lim 5.1-5.4',
        text: t2(`${r.player}: ${r.tried.map((x) => `${r.player}-${x.opponent} ${why[x.reason].en}`).join('; ')}; so ${r.player}-${r.chosen}.`,
          `${r.player}: ${r.tried.map((x) => `${r.player}-${x.opponent} ${why[x.reason].tr}`).join('; ')}; bu yüzden ${r.player}-${r.chosen}.`),
        data: { player: r.player, tried: r.tried, chosen: r.chosen },
      });
    }
    const norm = (ps: Array<[number, number]>) => ps.map(([a, b]) => pairKey(a, b)).sort().join(' ');
    if (norm(proposed) !== norm(rest)) {
      const rematches = proposed.filter(([a, b]) => rules.cards.get(a)!.opponents.has(b));
      const clashes = proposed.filter(([a, b]) => !rules.cards.get(a)!.opponents.has(b) && colourClash(rules.cards.get(a)!, rules.cards.get(b)!));
      const why = [
        rematches.length ? t2(`already played: ${pairsText(rematches)}`, `daha önce oynamışlar: ${pairsText(rematches)}`) : undefined,
        clashes.length ? t2(`same due colour: ${pairsText(clashes)}`, `sırası gelen renkleri aynı: ${pairsText(clashes)}`) : undefined,
      ].filter((x) => x !== undefined);
      steps.push({
        kind: 'exchange', rule: rematches.length ? 'Lim 3.5, 5.1-5.4' : 'Lim 6.2',
        text: t2(`Exchanges (${why.map((w) => w!.en).join('; ') || 'compatibility'}): ${pairsText(rest)}.`, `Değiş-tokuş (${why.map((w) => w!.tr).join('; ') || 'uygunluk'}): ${pairsText(rest)}.`),
        data: { proposed, pairs: rest, rematches, clashes },
      });
    }
  }
  if (plan.pairing.clashes > 0) {
    steps.push({ kind: 'note', rule: 'Lim 6.2', text: t2(`${plan.pairing.clashes} pair(s) cannot both have their due colour; no exchange avoids it.`, `${plan.pairing.clashes} eşlendirmede iki oyuncu da sırası gelen rengi alamıyor; hiçbir değiş-tokuş bunu önlemiyor.`), data: { clashes: plan.pairing.clashes } });
  }
  return { title: groupName(g.score, g.kind), group: { score: g.score, players: [...g.residents, ...incoming.map((f) => f.no)].sort((a, b) => a - b) }, steps };
}
