/**
 * Norms in a real-looking event (test/norms/open150.ts: 150 players, 9 rounds, titled players of 30 federations, host
 * TUR), worked by hand for three chosen players from the event's rule; never from Hakem's output.
 */
import { describe, expect, it } from 'vitest';
import { titleNorms } from '../../engine/norms';
import { readTrf } from '../../engine/trf/read';
import { writeTrf } from '../../engine/trf/write';
import { open150 } from './open150';

const find = (r: ReturnType<typeof titleNorms>, no: number, title: string) => r.players.find((p) => p.no === no)!.norms.find((n) => n.title === title)!;

describe('a 9-round open of 150 players', () => {
  // read back from its TRF, as the command line and the taskpane read it
  const t = readTrf(writeTrf(open150()), 'open150.trf');
  const report = titleNorms(t);

  it('1.4.3d applies: 116 rated players not of TUR, 29 federations, 48 of them GM, IM, WGM or WIM', () => {
    // not TUR: 150 − 30 multiples of 5 = 120; unrated 146–150, of them 146–149 not TUR: 120 − 4 = 116; nobody misses a round.
    // Their federations: FEDS[i mod 29] takes all 29 values among 1..145. Titled: GM 1–20 less 5, 10, 15, 20 = 16;
    // IM 21–45 less 25, 30, 35, 40, 45 = 20; WGM 61–66 less 65 = 5; WIM 67–75 less 70, 75 = 7: 48.
    expect(report.bigSwiss).toMatchObject({ applies: true, host: 'TUR', players: 116, federations: 29, titled: 48 });
    expect(report.afterRound).toBe(9);
  });

  it('#31 (IM, ARM): a GM norm worth 10 games', () => {
    // Opponents 90 (CM 2250 TUR) 1, 12 (GM 2640 ITA) ½, 5 (GM 2675 TUR) 1, 8 (GM 2660 POL) ½, 22 (IM 2590 ISR) 1,
    // 3 (GM 2685 IRI) 0, 15 (GM 2625 TUR) ½, 18 (GM 2610 HUN) 1, 26 (IM 2570 PER) ½: 6 points.
    // Total 23305; /9 = 2589.4 → 2589; lowest 2250 ≥ 2200, no raise. 6/9 = 67 % → dp 125: Rp 2714.
    // GMs 6 ≥ 3; title-holders 8 ≥ 5; federations exempt (1.4.3d).
    // 1.4.1d: against 2589 the norm needs dp ≥ 11: 4½/9 = 50 % gives 0, 5/9 = 56 % gives 43: 5 needed, 1 point over: 10 games.
    const v = find(report, 31, 'GM');
    expect(v).toMatchObject({ achieved: true, averageRating: 2589, performance: 2714, points: 6, games: 9, credited: 10 });
    expect(v.requirements.find((r) => r.key === 'federations')!.state).toBe('exempt');
    expect(v.requirements.find((r) => r.key === 'normTitles')).toMatchObject({ value: 6, required: 3 });
  });

  it('#70 (WIM, TUR, a woman): WGM, WIM and IM norms; no GM norm', () => {
    // Opponents 140 (2000 TUR) 1, 40 (IM 2500 TUR) ½, 33 (IM 2535 IND) ½, 62 (WGM 2390 IND) 1, 25 (IM 2575 TUR) 0,
    // 50 (FM 2450 TUR) ½, 44 (IM 2480 USA) 1, 28 (IM 2560 NOR) 0, 37 (IM 2515 POL) ½: 5 points, 5/9 = 56 % → dp 43.
    // Total 22005. WGM: floor 2000, nobody below: 22005/9 = 2445 → Rp 2488 ≥ 2400.
    // IM: floor 2050, #140 raised 2000 → 2050: 22055/9 = 2450.6 → 2451 → Rp 2494 ≥ 2450; GM or IM opponents 6 ≥ 3.
    // GM: no GM among the opponents (1.4.5b: 0 < 3), and 22205/9 = 2467 → Rp 2510 < 2600.
    expect(find(report, 70, 'WGM')).toMatchObject({ achieved: true, averageRating: 2445, performance: 2488 });
    expect(find(report, 70, 'WIM')).toMatchObject({ achieved: true, averageRating: 2445, performance: 2488 });
    expect(find(report, 70, 'IM')).toMatchObject({ achieved: true, averageRating: 2451, performance: 2494, raised: { round: 1, opponent: 140, from: 2000, to: 2050 } });
    const gm = find(report, 70, 'GM');
    expect(gm).toMatchObject({ achieved: false, averageRating: 2467, performance: 2510 });
    expect(gm.requirements.find((r) => r.key === 'normTitles')).toMatchObject({ state: 'not-met', value: 0, required: 3 });
  });

  it('#100 (untitled, TUR): an IM norm with an unrated opponent raised; no GM norm for want of GMs', () => {
    // Opponents 148 (unrated) 1, 41 (IM 2495) ½, 47 (FM 2465) 1, 23 (IM 2585) ½, 36 (IM 2520) ½, 29 (IM 2555) 1,
    // 65 (WGM 2375) 1, 21 (IM 2595) ½, 49 (FM 2455) ½: 6½ points, 72 % → dp 166. Rated total 20045.
    // IM: the unrated (1400) is the lowest, raised to 2050: 22095/9 = 2455 → Rp 2621.
    // GM: raised to 2200: 22245/9 = 2471.7 → 2472 → Rp 2638 ≥ 2600, but GMs 0 < 3 (1.4.5b).
    expect(find(report, 100, 'IM')).toMatchObject({ achieved: true, averageRating: 2455, performance: 2621, raised: { round: 1, opponent: 148, to: 2050 } });
    const gm = find(report, 100, 'GM');
    expect(gm).toMatchObject({ achieved: false, averageRating: 2472, performance: 2638 });
    expect(gm.requirements.filter((r) => r.state === 'not-met').map((r) => r.key)).toEqual(['normTitles']);
  });

  it('after round 7: #70\'s WGM norm is in reach, and what she needs', () => {
    // Rounds 1–7: total 2000+2500+2535+2390+2575+2450+2480 = 16930, 4½ points. Nine games in all:
    //  2: 6½/9 → 72 % → 166 → Ra ≥ 2234 → total ≥ 20101.5 → 20102 − 16930 = 3172 → 1586
    //  1½: 6/9 → 67 % → 125 → Ra ≥ 2275 → ≥ 20470.5 → 20471 − 16930 = 3541 → 1770.5 → 1771
    //  1: 5½/9 → 61 % → 80 → 2320 → ≥ 20875.5 → 20876 − 16930 = 3946 → 1973
    //  ½: 5/9 → 56 % → 43 → 2357 → ≥ 21208.5 → 21209 − 16930 = 4279 → 2139.5 → 2140
    //  0: 4½/9 → 50 % → 0 → 2400 → ≥ 21595.5 → 21596 − 16930 = 4666 → 2333
    const after7 = titleNorms(t, { afterRound: 7 });
    const v = find(after7, 70, 'WGM');
    expect(v.achieved).toBe(false);
    expect(v.inReach).toBe(true);
    expect(v.need!.options.map((o) => [o.points, o.averageRating])).toEqual([[2, 1586], [1.5, 1771], [1, 1973], [0.5, 2140], [0, 2333]]);
  });

  it('without the host federation (no 032 line) 1.4.3d cannot be decided, and 1.4.3/1.4.4 are checked: #31 still has his norm', () => {
    // #31 ARM: other federations TUR, ITA, POL, ISR, IRI, HUN, PER = 7 ≥ 2; ARM 0 ≤ 5; most from one: TUR 3 ≤ 6.
    const noHost = titleNorms({ ...t, info: { ...t.info, federation: undefined } });
    expect(noHost.bigSwiss.applies).toBeUndefined();
    const v = find(noHost, 31, 'GM');
    expect(v.requirements.find((r) => r.key === 'federations')).toMatchObject({ state: 'met', value: 7 });
    expect(v.requirements.find((r) => r.key === 'ownFederation')).toMatchObject({ state: 'met', value: 0, required: 5 });
    expect(v.requirements.find((r) => r.key === 'oneFederation')).toMatchObject({ state: 'met', value: 3, required: 6 });
    expect(v.achieved).toBe(true);
  });
});
