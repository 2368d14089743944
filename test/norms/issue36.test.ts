/**
 * Norms (issue 36), each expected figure worked by hand from the article (engine/norms/README.md says where each was
 * read): 1.4.3d counted on the figures actually used (the rating list's where the file lacks them); the event type
 * the file states (092 "Double round robin" is judged by 1.4.5f); in a round robin, games are left out (1.4.1f) only
 * when the complete tournament's opponents give the mix.
 */
import { describe, expect, it } from 'vitest';
import { titleNorms, type NormVerdict } from '../../engine/norms';
import type { Game, Player, Round, Tournament } from '../../engine/model/types';
import { readTrf } from '../../engine/trf/read';
import { writeTrf } from '../../engine/trf/write';
import { card, type Opp } from './card';

const norm = (t: Tournament, title: string, options: Parameters<typeof titleNorms>[1] = {}): NormVerdict =>
  titleNorms(t, options).players.find((p) => p.no === 1)!.norms.find((n) => n.title === title)!;
const req = (v: NormVerdict, key: string) => v.requirements.find((r) => r.key === key)!;

describe('1.4.3d on the figures used', () => {
  // 24 players, 3 rounds, every game played (circle method, all draws), host TUR. Player 1 and two others are TUR;
  // 21 players of ESP, FRA, NED (7 each), rated 2300-2500, 10 of them GMs. In the file the 21 have a rating but no
  // title and no federation; the rating list gives both. 1.4.3d: 21 ≥ 20 rated players not of TUR who missed no
  // round, 3 ≥ 3 federations, 10 ≥ 10 GM/IM/WGM/WIM: it applies, on the list's figures.
  const feds = ['ESP', 'FRA', 'NED'];
  const players: Player[] = Array.from({ length: 24 }, (_, i) => ({ no: i + 1, name: `P${i + 1}`, rating: 2500 - 8 * i, ...(i < 3 ? { federation: 'TUR' } : {}) }));
  const listed = (p: Player) => (p.no > 3 ? { federation: feds[(p.no - 4) % 3], ...(p.no <= 13 ? { title: 'GM' } : {}) } : undefined);
  const rounds: Round[] = [1, 2, 3].map((r) => {
    // circle method: 24 fixed, the others rotate
    const ring = Array.from({ length: 23 }, (_, i) => ((i + r - 1) % 23) + 1);
    const games: Game[] = [{ white: 24, black: ring[0], whiteResult: '=', blackResult: '=' }];
    for (let k = 1; k < 12; k++) games.push({ white: ring[k], black: ring[23 - k], whiteResult: '=', blackResult: '=' });
    return { number: r, games, unpaired: [] };
  });
  const event: Tournament = { info: { name: 'Open', federation: 'TUR' }, totalRounds: 3, players, rounds };

  it('applies when the rating list fills the titles and federations the file lacks', () => {
    const r = titleNorms(event, { ratingList: listed });
    expect(r.bigSwiss).toMatchObject({ applies: true, host: 'TUR', players: 21, federations: 3, titled: 10 });
    expect(req(r.players[0].norms[0], 'federations').state).toBe('exempt');
  });
  it('without the list the file alone gives no foreign player (the figures are not invented)', () => {
    expect(titleNorms(event).bigSwiss).toMatchObject({ applies: false, players: 0 });
  });
});

describe('the event type the file states', () => {
  // Six players, ten rounds: five opponents met twice (as articles.test.ts), two of them GMs, all games won.
  // As a double round robin (1.4.5f, README's reading): GMs among different opponents 2 < ⌈5/2⌉ = 3: no GM norm.
  // As a single round robin the ten games would hold 4 GM games ≥ max(3, ⌈10/3⌉ = 4): the wrong reading gives one.
  const opp = [
    { rating: 2600, title: 'GM', fed: 'ESP' }, { rating: 2550, title: 'GM', fed: 'FRA' }, { rating: 2500, title: 'IM', fed: 'NED' },
    { rating: 2450, title: 'IM', fed: 'ENG' }, { rating: 2400, title: 'IM', fed: 'USA' },
  ];
  const build = (type: string) => {
    const t = card([...opp, ...opp].map((o) => ({ ...o, result: '1' as const })), {}, { info: { name: 'RR', type } } as Partial<Tournament>);
    t.info.type = type;
    t.rounds.slice(5).forEach((r, i) => { r.games[0].black = 2 + i; });
    t.players = t.players.slice(0, 6);
    return readTrf(writeTrf(t), 'drr.trf'); // as read from a file: 092 carries the type
  };
  it('092 "Double round robin": judged as a double round robin, and the report says which record decided', () => {
    const t = build('Double round robin');
    const r = titleNorms(t);
    expect(r.system).toBe('double-round-robin');
    const v = r.players[0].norms.find((n) => n.title === 'GM')!;
    expect(v.achieved).toBe(false);
    expect(req(v, 'normTitles')).toMatchObject({ state: 'not-met', value: 2, required: 3 });
    expect(r.notes.map((n) => n.en).join(' ')).toMatch(/Judged as a double round robin, as 092 "Double round robin" states/);
  });
  it('092 "Round robin" over the same games stays a single round robin (the file is followed, not guessed)', () => {
    expect(titleNorms(build('Round robin')).system).toBe('round-robin');
  });
});

describe('1.4.1f in a round robin: the complete tournament\'s mix', () => {
  // Player TUR, eleven opponents: rounds 1-3 GMs of 2550 (ESP, FRA, NED), drawn; rounds 4-11 IMs of 2450 (eight other
  // federations), six won then two drawn: 8½/11.
  // All 11: GMs 3 < max(3, ⌈11/3⌉) = 4 (1.4.5b) although Ra (3·2550 + 8·2450)/11 = 27250/11 = 2477.3 → 2477 and
  // 8½/11 = 77.3 % → 77 % → dp 211, Rp 2688.
  // Rounds 4 and 5 (wins) left out: 9 games, GMs 3 ≥ max(3, 3); Ra 22350/9 = 2483.3 → 2483; 6½/9 = 72.2 % → 72 % →
  // dp 166; Rp 2649 ≥ 2600: a Swiss may do that (1.4.1f), a round robin may not (its 11 opponents do not give the mix).
  const imFeds = ['ENG', 'USA', 'GER', 'ITA', 'AZE', 'GEO', 'SRB', 'CRO'];
  const rounds: Opp[] = [
    ...['ESP', 'FRA', 'NED'].map((fed) => ({ rating: 2550, title: 'GM', fed, result: '=' as const })),
    ...imFeds.map((fed, i) => ({ rating: 2450, title: 'IM', fed, result: (i < 6 ? '1' : '=') as '1' | '=' })),
  ];
  it('Swiss: rounds 4 and 5 left out, a GM norm (Rp 2649)', () => {
    const v = norm(card(rounds), 'GM', { system: 'swiss' });
    expect(v).toMatchObject({ achieved: true, games: 9, averageRating: 2483, performance: 2649, dropped: [{ round: 4, article: '1.4.1f' }, { round: 5, article: '1.4.1f' }] });
  });
  it('round robin: no game left out, no GM norm, and the verdict says why', () => {
    const v = norm(card(rounds), 'GM', { system: 'round-robin' });
    expect(v.achieved).toBe(false);
    expect(v.dropped).toBeUndefined();
    expect(req(v, 'normTitles')).toMatchObject({ state: 'not-met', value: 3, required: 4 });
    expect(v.notes.map((n) => n.en).join(' ')).toMatch(/no games left out \(1\.4\.1f\): in a round robin the complete tournament's opponents must give the mix/);
  });
});
