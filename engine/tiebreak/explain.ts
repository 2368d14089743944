/**
 * The working of a tie-break for one player, laid out as the documents' pairing cards do ("Eşlendirme Kartı"):
 * each round's opponent, the opponent's adjusted score or the virtual/dummy opponent's score and how it was
 * formed, what was cut, and the sum.
 */
import type { Tournament } from '../model/types';
import type { Contribution, TbRound, TiebreakOptions } from './types';
import { TiebreakError } from './types';
import { roundsOf, tiebreakContext } from './context';
import { adjustedRoundValue, adjustedScore } from './adjustedScore';
import { directEncounterGroup, parseTiebreakCode, tiebreakValue } from './codes';
import { buchholzColumn, buchholzDetail, foreContext } from './buchholz';
import { contributions } from './contributions';
import { sonnebornBergerDetail } from './sonnebornBerger';
import { runningScores } from './progressive';
import { aroDetail, opponentsPerfectPerformances, opponentsPerformances } from './ratingAverages';
import { lechenicherRound } from './lechenicher';
import { COUNTED } from './wins';
import { directEncounterSplit, type DirectEncounterSplit } from './directEncounter';
import { performance } from '../rating/performance';
import { koyaThreshold } from './koya';
import { kashdanRound } from './kashdan';

export interface ExplanationRow {
  round: number;
  opponent?: number;
  opponentName?: string;
  /** Points the player scored in the round. */
  result: number;
  /** How the result is written on the card: 1, ½, 0, + / - (forfeit), T / H / 0T (byes), - (absent), empty (not paired). */
  mark: string;
  /**
   * What the round brings (opponent's value, value × result for SB, running score for PS, rating for ARO, 1 for a
   * round a counting tie-break counts, the round's points for PTS, LECH, KASHDAN…).
   */
  value: number;
  /** How the value was formed, in words. */
  how: { en: string; tr: string };
  /** The row's value enters the tie-break (see `combine`). */
  counted: boolean;
  /** Left out by a cut or median modifier (-Cn, -Mn); such a row is not counted. */
  cut: boolean;
}

export interface TiebreakExplanation {
  code: string;
  rules: string;
  player: number;
  name: string;
  score: number;
  adjustedScore: number;
  rows: ExplanationRow[];
  /**
   * How the counted rows give the value: `sum` (every code but these), `average` (ARO, AOB, APRO; rounded to the
   * whole number when `rounding` is `nearest`), `performance` (TPR: the counted ratings' average + dp(p) of the
   * counted results, B.02 8.1.1), `perfect` (PTP: the lowest rating whose expected score over the counted ratings
   * reaches the counted results, B.02 8.1.2), `place` (DE under C.07: the counted rows are the points among the tied
   * players, and the value is the place those points give, see `directEncounter`). No counted row gives 0.
   */
  combine: 'sum' | 'average' | 'performance' | 'perfect' | 'place';
  rounding: 'none' | 'nearest';
  /** DE: the players still tied when DE comes, each with his points among them and the place DE gives (C.07 6). */
  directEncounter?: DirectEncounterSplit;
  /** The last step in words (average, dp), when there is one beyond the sum. */
  summary?: { en: string; tr: string };
  value: number;
}

const KIND: Record<string, { en: string; tr: string }> = {
  game: { en: 'game', tr: 'oyun' },
  pending: { en: 'result not yet known', tr: 'sonuç henüz yok' },
  'forfeit-win': { en: 'forfeit win', tr: 'hükmen galibiyet' },
  'forfeit-loss': { en: 'forfeit loss', tr: 'hükmen yenilgi' },
  'bye-full': { en: 'bye (full point)', tr: 'bay (tam puan)' },
  'bye-half': { en: 'half-point bye', tr: 'yarım puan bay' },
  'bye-zero': { en: 'zero-point bye', tr: 'sıfır puan bay' },
  absent: { en: 'absent', tr: 'gelmedi' },
  unpaired: { en: 'not paired', tr: 'eşlenmedi' },
};

const fmt = (x: number) => {
  if (Number.isInteger(x)) return String(x);
  if (Number.isInteger(x * 2)) return `${x < 0 ? '-' : ''}${Math.trunc(Math.abs(x)) || ''}½`;
  return String(Math.round(x * 100) / 100);
};

function howContribution(c: Contribution, name: (n: number) => string): { en: string; tr: string } {
  if (c.virtual?.kind === 'virtual') {
    const v = c.virtual;
    const f = `${fmt(v.before!)} + ${fmt(v.opposite!)} + ½ × ${v.remaining} = ${fmt(v.value)}`;
    return { en: `virtual opponent: score before the round + opposite result + ½ per remaining round: ${f}`, tr: `sanal rakip: tur öncesi puan + ters sonuç + kalan tur başına ½: ${f}` };
  }
  if (c.virtual?.kind === 'dummy') {
    const cat = c.category ? ` (C.07 16.2.${c.category}${c.vur ? ', VUR' : ''})` : '';
    const cap = c.virtual.cap;
    if (cap) {
      const own = fmt(c.virtual.own ?? c.value);
      const f = `min(${own}, ${fmt(cap.value)}) = ${fmt(c.value)}`;
      return cap.rule === '16.4.1'
        ? { en: `dummy opponent: own score ${own}, at most the scheduled opponent ${name(cap.opponent!)}'s adjusted score ${fmt(cap.value)} (C.07 16.4.1, 2026): ${f}${cat}`,
            tr: `kukla rakip: kendi puanı ${own}, en çok eşlendiği rakip ${name(cap.opponent!)}'in ayarlanmış puanı ${fmt(cap.value)} (C.07 16.4.1, 2026): ${f}${cat}` }
        : { en: `dummy opponent: own score ${own}, at most half the maximum score ${fmt(cap.value)} (no opponent, C.07 16.4.2, 2026): ${f}${cat}`,
            tr: `kukla rakip: kendi puanı ${own}, en çok azami puanın yarısı ${fmt(cap.value)} (rakipsiz tur, C.07 16.4.2, 2026): ${f}${cat}` };
    }
    return { en: `dummy opponent with the player's own score ${fmt(c.value)}${cat}`, tr: `oyuncunun kendi puanıyla kukla rakip ${fmt(c.value)}${cat}` };
  }
  return { en: `${name(c.opponent!)}: adjusted score ${fmt(c.value)}`, tr: `${name(c.opponent!)}: ayarlanmış puan ${fmt(c.value)}` };
}

const NOT_PLAYED = { en: 'not a game over the board: not counted', tr: 'oynanmış oyun değil: sayılmaz' };

export function explainTiebreak(t: Tournament, no: number, code: string, options: TiebreakOptions = {}): TiebreakExplanation {
  const ctx = tiebreakContext(t, options);
  const player = t.players.find((p) => p.no === no);
  if (!player) throw new TiebreakError(`unknown player ${no}`);
  const p = parseTiebreakCode(code);
  const value = tiebreakValue(ctx, no, p, options); // first: a code that cannot be computed (no ratings) is an error here too
  const name = (n: number) => t.players.find((x) => x.no === n)?.name ?? String(n);
  const rounds = roundsOf(ctx, no);
  const rows: ExplanationRow[] = [];
  let combine: TiebreakExplanation['combine'] = 'sum';
  let rounding: TiebreakExplanation['rounding'] = 'none';
  let summary: TiebreakExplanation['summary'];
  let explanationDE: DirectEncounterSplit | undefined;
  const add = (round: number, opponent: number | undefined, result: number, v: number, how: { en: string; tr: string }, counted: boolean, cut = false) =>
    rows.push({ round, opponent, opponentName: opponent !== undefined ? name(opponent) : undefined, result, mark: '', value: v, how, counted, cut });
  const fromRound = (r: TbRound, v: number, how: { en: string; tr: string }, counted: boolean, cut = false) => add(r.round, r.opponent, r.points, v, how, counted, cut);

  switch (p.base) {
    case 'BH': case 'SB': case 'FB': {
      const c = p.base === 'FB' ? foreContext(ctx, options) : ctx;
      if (!c) break; // before round 1
      const d = p.base === 'SB' ? sonnebornBergerDetail(c, no, p.low, p.high) : buchholzDetail(c, no, p.low, p.high);
      const last = c.t.rounds[c.rounds - 1]?.number;
      for (const e of d.entries) {
        const how = howContribution(e, name);
        const v = p.base === 'SB' ? e.value * e.result : e.value;
        if (p.base === 'SB') { how.en += ` × ${fmt(e.result)}`; how.tr += ` × ${fmt(e.result)}`; }
        if (p.base === 'FB' && e.round === last) { how.en += ' (last round counted as a draw, C.07 8.3)'; how.tr += ' (son tur beraberlik sayılır, C.07 8.3)'; }
        const cut = d.cut.includes(e);
        add(e.round, e.opponent, e.result, v, how, !cut, cut);
      }
      break;
    }
    case 'BB': case 'AOB': {
      const bh = buchholzColumn(ctx);
      if (p.base === 'AOB') combine = 'average';
      for (const e of contributions(ctx, no)) {
        if (e.opponent !== undefined && !e.virtual) {
          const v = bh.get(e.opponent) ?? 0;
          add(e.round, e.opponent, e.result, v, { en: `${name(e.opponent)}: Buchholz ${fmt(v)}`, tr: `${name(e.opponent)}: Buchholz ${fmt(v)}` }, true);
        } else {
          add(e.round, e.opponent, e.result, 0, { en: 'no real opponent: no Buchholz to add (not counted)', tr: 'gerçek rakip yok: eklenecek Buchholz yok (sayılmaz)' }, false);
        }
      }
      break;
    }
    case 'PTS':
      for (const r of rounds) fromRound(r, r.points, KIND[r.kind], true);
      break;
    case 'ADJ':
      rounds.forEach((r, i) => {
        const v = adjustedRoundValue(ctx, rounds, i);
        const how = v === r.points ? KIND[r.kind]
          : ctx.rules === '2009' ? { en: `${KIND[r.kind].en}: counts as a draw (½)`, tr: `${KIND[r.kind].tr}: beraberlik sayılır (½)` }
          : { en: `${KIND[r.kind].en}: C.07 16.3, counts as a draw (½)`, tr: `${KIND[r.kind].tr}: C.07 16.3, beraberlik sayılır (½)` };
        fromRound(r, v, how, true);
      });
      break;
    case 'PS': {
      const run = runningScores(ctx, no);
      rounds.forEach((r, i) => fromRound(r, run[i], { en: `running score ${fmt(run[i])}`, tr: `toplam puan ${fmt(run[i])}` }, i >= p.low, i < p.low));
      break;
    }
    case 'KS': {
      const lim = koyaThreshold(ctx, p.extend);
      for (const r of rounds) {
        const opp = r.opponent;
        const inGroup = r.asGame && opp !== undefined && (ctx.score.get(opp) ?? 0) >= lim;
        fromRound(r, inGroup ? r.points : 0,
          inGroup ? { en: `opponent scored ${fmt(ctx.score.get(opp!) ?? 0)} ≥ ${fmt(lim)}: counts`, tr: `rakip ${fmt(ctx.score.get(opp!) ?? 0)} ≥ ${fmt(lim)}: sayılır` }
            : { en: `opponent below ${fmt(lim)} or no game: left out`, tr: `rakip ${fmt(lim)} altında ya da oyun yok: sayılmaz` }, inGroup);
      }
      break;
    }
    case 'DE': {
      // The players still tied when DE comes: same score and the same value of every tie-break before it (C.07 6).
      const group = directEncounterGroup(ctx, no, options);
      const members = new Set(group);
      const split = directEncounterSplit(ctx, group);
      const applies = ctx.rules !== '2009' || split.allMet;
      const others = group.filter((x) => x !== no);
      for (const r of rounds) {
        const tied = r.asGame && r.opponent !== undefined && r.opponent !== no && members.has(r.opponent);
        const how = !tied ? { en: 'not against a player tied with him at this point: left out', tr: 'bu noktada eşit olduğu bir oyuncuya karşı değil: sayılmaz' }
          : applies ? { en: `against ${name(r.opponent!)}, also tied: counts`, tr: `${name(r.opponent!)} ile, o da eşit: sayılır` }
          : { en: 'not all the tied players met each other: direct encounter does not apply (2009)', tr: 'eşit olanlar birbiriyle oynamamış: doğrudan karşılaşma uygulanmaz (2009)' };
        fromRound(r, tied ? r.points : 0, how, tied && applies);
      }
      if (ctx.rules !== '2009') {
        combine = 'place';
        explanationDE = split;
        const table = split.members.map((m) => `${m.no} ${fmt(m.points)}${m.missing ? ` (+${m.missing} unplayed)` : ''}`).join(', ');
        const tableTr = split.members.map((m) => `${m.no} ${fmt(m.points)}${m.missing ? ` (+${m.missing} oynanmamış)` : ''}`).join(', ');
        if (others.length === 0) {
          summary = { en: 'not tied with anybody at this point: DE 0', tr: 'bu noktada kimseyle eşit değil: DE 0' };
        } else if (!split.separates) {
          summary = split.allMet
            ? { en: `tied with ${others.join(', ')}; points among them: ${table}; all level: DE separates nobody (0)`, tr: `${others.join(', ')} ile eşit; aralarındaki puanlar: ${table}; hepsi eşit: DE kimseyi ayırmaz (0)` }
            : { en: `tied with ${others.join(', ')}; not all of them met (points among them: ${table}) and nobody is out of the others' reach: DE separates nobody (C.07 6, 0)`,
                tr: `${others.join(', ')} ile eşit; hepsi karşılaşmamış (aralarındaki puanlar: ${tableTr}) ve kimse diğerlerinin ulaşamayacağı yerde değil: DE kimseyi ayırmaz (C.07 6, 0)` };
        } else {
          const order = split.parts.map((part) => part.join('=')).join(' > ');
          summary = split.allMet
            ? { en: `tied with ${others.join(', ')}; all met; points among them: ${table}; order ${order}: place ${value} (C.07 6)`, tr: `${others.join(', ')} ile eşit; hepsi karşılaşmış; aralarındaki puanlar: ${tableTr}; sıra ${order}: ${value}. (C.07 6)` }
            : { en: `tied with ${others.join(', ')}; not all met; points among them: ${table}; a player is placed only if the others cannot reach his points even winning their unplayed games: order ${order}; ${value ? `place ${value}` : 'not separated'} (C.07 6)`,
                tr: `${others.join(', ')} ile eşit; hepsi karşılaşmamış; aralarındaki puanlar: ${tableTr}; bir oyuncu ancak diğerleri oynanmamış oyunlarını kazansa da puanına ulaşamıyorsa ayrılır: sıra ${order}; ${value ? `${value}.` : 'ayrılmadı'} (C.07 6)` };
        }
      }
      break;
    }
    case 'WIN': case 'WON': case 'BPG': case 'BWG': case 'REP': {
      const counts = COUNTED[p.base];
      for (const r of rounds) {
        const yes = counts(r);
        fromRound(r, yes ? 1 : 0, { en: `${KIND[r.kind].en}${r.colour === 'b' && r.kind === 'game' ? ' with black' : ''}: ${yes ? 'counts 1' : 'not counted'}`, tr: `${KIND[r.kind].tr}${r.colour === 'b' && r.kind === 'game' ? ' siyahla' : ''}: ${yes ? '1 sayılır' : 'sayılmaz'}` }, yes);
      }
      break;
    }
    case 'KASHDAN':
      for (const r of rounds) {
        fromRound(r, kashdanRound(r), r.kind === 'game' ? { en: 'game: win 4, draw 2, loss 1', tr: 'oyun: galibiyet 4, beraberlik 2, yenilgi 1' } : { en: 'points without play: 2 (none: 0)', tr: 'oynanmadan alınan puan: 2 (puansız: 0)' }, true);
      }
      break;
    case 'LECH':
      for (const r of rounds) {
        const how = r.kind === 'game' ? { en: `finished game: 10 + 5 × ${fmt(r.points)}`, tr: `biten oyun: 10 + 5 × ${fmt(r.points)}` }
          : r.kind === 'forfeit-win' ? { en: 'forfeit win: 5 + 5 × 1', tr: 'hükmen galibiyet: 5 + 5 × 1' }
          : r.kind === 'forfeit-loss' && r.opponent !== undefined ? { en: 'forfeit loss: 1', tr: 'hükmen yenilgi: 1' }
          : { en: `${KIND[r.kind].en}: no game, 0`, tr: `${KIND[r.kind].tr}: oyun yok, 0` };
        fromRound(r, lechenicherRound(r), how, true);
      }
      break;
    case 'ARO': case 'TPR': case 'PTP': {
      const d = aroDetail(ctx, no, p.low, p.high, options.rating);
      combine = p.base === 'ARO' ? 'average' : p.base === 'TPR' ? 'performance' : 'perfect';
      rounding = p.base === 'ARO' && ctx.rules !== '2009' ? 'nearest' : 'none';
      const byRound = new Map(d.games.map((g) => [g.round, g]));
      for (const r of rounds) {
        const g = byRound.get(r.round);
        if (!g) { fromRound(r, 0, { en: `${KIND[r.kind].en}: ${NOT_PLAYED.en}`, tr: `${KIND[r.kind].tr}: ${NOT_PLAYED.tr}` }, false); continue; }
        const how = g.status === 'unrated' ? { en: 'unrated opponent: left out (C.07 10.1)', tr: 'ratingsiz rakip: sayılmaz (C.07 10.1)' }
          : g.status === 'cut' ? { en: `rating ${g.counted}: cut`, tr: `rating ${g.counted}: çıkarıldı` }
          : { en: `rating ${g.counted}`, tr: `rating ${g.counted}` };
        fromRound(r, g.counted, how, g.status === 'kept', g.status === 'cut');
      }
      if (d.kept.length > 0) {
        const total = d.kept.reduce((s, g) => s + g.counted, 0);
        const avg = `${total} / ${d.kept.length} = ${fmt(total / d.kept.length)}`;
        if (p.base === 'ARO') summary = { en: `average ${avg}${rounding === 'nearest' ? ', rounded (C.07 10.1)' : ''}`, tr: `ortalama ${avg}${rounding === 'nearest' ? ', yuvarlanır (C.07 10.1)' : ''}` };
        else if (p.base === 'PTP') {
          const pts = d.kept.reduce((s, g) => s + g.points, 0);
          const f = `the lowest rating expected (table 8.1.2) to score ${fmt(pts)} in these ${d.kept.length} games: ${value}`;
          summary = { en: f, tr: `bu ${d.kept.length} oyunda ${fmt(pts)} puan beklenen (tablo 8.1.2) en düşük rating: ${value}` };
        } else {
          const pts = d.kept.reduce((s, g) => s + g.points, 0);
          const perf = performance(d.kept.map((g) => g.counted), pts);
          const f = `Ra ${avg}; p = ${fmt(pts)}/${d.kept.length} → dp ${perf.dp} (B.02 8.1.1); ${fmt(perf.opponentsAverage)} + ${perf.dp} = ${perf.performance}`;
          summary = { en: f, tr: f };
        }
      }
      break;
    }
    case 'APRO': case 'APPO': {
      combine = 'average';
      rounding = 'nearest';
      const list = p.base === 'APRO'
        ? opponentsPerformances(ctx, no, options.rating).map((x) => ({ round: x.round, opponent: x.opponent, v: x.tpr }))
        : opponentsPerfectPerformances(ctx, no, options.rating).map((x) => ({ round: x.round, opponent: x.opponent, v: x.ptp }));
      const byRound = new Map(list.map((x) => [x.round, x]));
      const label = p.base === 'APRO' ? { en: 'TPR', tr: 'turnuva performansı' } : { en: 'PTP', tr: 'mükemmel performans' };
      for (const r of rounds) {
        const x = byRound.get(r.round);
        if (!x) fromRound(r, 0, { en: `${KIND[r.kind].en}: ${NOT_PLAYED.en}`, tr: `${KIND[r.kind].tr}: ${NOT_PLAYED.tr}` }, false);
        else fromRound(r, x.v, { en: `${name(x.opponent)}: ${label.en} ${x.v}`, tr: `${name(x.opponent)}: ${label.tr} ${x.v}` }, true);
      }
      break;
    }
    default:
      throw new TiebreakError(`no explanation for ${p.code}`);
  }
  const byRound = new Map(rounds.map((r) => [r.round, r]));
  const MARK: Record<string, string> = { 'forfeit-win': '+', 'forfeit-loss': '-', 'bye-full': 'T', 'bye-half': 'H', 'bye-zero': '0T', absent: '-', unpaired: '' };
  for (const row of rows) {
    const r = byRound.get(row.round);
    row.mark = r && MARK[r.kind] !== undefined ? MARK[r.kind] : fmt(row.result);
  }
  return {
    code: p.code, rules: ctx.rules, player: no, name: player.name,
    score: ctx.score.get(no) ?? 0, adjustedScore: adjustedScore(ctx, no), rows, combine, rounding, summary, value,
    ...(explanationDE ? { directEncounter: explanationDE } : {}),
  };
}

/** Plain-text card. */
export function renderExplanation(e: TiebreakExplanation, lang: 'en' | 'tr' = 'en'): string {
  const head = lang === 'tr'
    ? `${e.code} — ${e.player} ${e.name} (kurallar ${e.rules}): puan ${fmt(e.score)}, ayarlanmış puan ${fmt(e.adjustedScore)}`
    : `${e.code} — ${e.player} ${e.name} (rules ${e.rules}): score ${fmt(e.score)}, adjusted score ${fmt(e.adjustedScore)}`;
  const lines = [head];
  for (const r of e.rows) {
    const opp = r.opponent !== undefined ? `${r.opponent}`.padStart(4) : '   -';
    const note = r.cut ? (lang === 'tr' ? '  (çıkarıldı)' : '  (cut)') : !r.counted ? (lang === 'tr' ? '  (sayılmaz)' : '  (not counted)') : '';
    lines.push(`  ${lang === 'tr' ? 'Tur' : 'R'}${String(r.round).padStart(2)} ${opp}  ${r.mark.padStart(2)}  ${fmt(r.value).padStart(6)}${note}  ${r.how[lang]}`);
  }
  if (e.summary) lines.push(`  ${e.summary[lang]}`);
  const label = e.combine === 'average' ? (lang === 'tr' ? 'Ortalama' : 'Average')
    : e.combine === 'place' ? (lang === 'tr' ? 'Sıra (DE)' : 'Place (DE)')
    : (lang === 'tr' ? 'Toplam' : 'Total');
  lines.push(`  ${label}: ${fmt(e.value)}`);
  return lines.join('\n') + '\n';
}
