/**
 * The conventions of other programs' TRF files (engine/trf/writers.ts), each read by its exact shape, and the damage
 * next to each still refused as before. The shapes are those of the real files in test/fixtures/real-trf (their
 * README names them); the point values are bbpPairings' (its trf.cpp: BBW also sets the PAB unless BBU gives it).
 */
import { describe, expect, it } from 'vitest';
import { readTrf, trfNotes } from '../../engine/trf/read';
import { writeTrf } from '../../engine/trf/write';
import { buildTournament } from '../../engine/model/build';
import { scores } from '../../engine/model/history';
import { readEventDate } from '../../engine/tiebreak/edition';
import { isRulerLine } from '../../engine/trf/writers';
import { run } from '../../cli/main';
import { memoryIO } from '../helpers/io';

/** Five players, two rounds: 1-2 1-0, 3-4 ½-½, 5 the PAB; then 4-1 0-1, 2-5 1-0, 3 the PAB. */
const BASE = writeTrf(buildTournament({
  name: 'Conventions', totalRounds: 5, firstColour: 'w',
  players: [1, 2, 3, 4, 5].map((no) => ({ no, name: `Player ${no}`, rating: 2100 - no * 10, sex: 'm' as const })),
  rounds: [
    { round: 1, games: [{ white: 1, black: 2, result: '1-0' }, { white: 3, black: 4, result: '1/2-1/2' }], bye: 5 },
    { round: 2, games: [{ white: 4, black: 1, result: '0-1' }, { white: 2, black: 5, result: '1-0' }], bye: 3 },
  ],
}));
const lines = BASE.trimEnd().split('\n');
const at = (no: number) => lines.findIndex((l) => l.startsWith('001') && Number(l.slice(4, 8)) === no);
/** The base file with player `no`'s 001 line edited, or lines added before the players. */
const editPlayer = (no: number, f: (l: string) => string) => lines.map((l, i) => (i === at(no) ? f(l) : l)).join('\n') + '\n';
const withHeader = (...extra: string[]) => [...lines.slice(0, at(1)), ...extra, ...lines.slice(at(1))].join('\n') + '\n';
const rules = (text: string) => trfNotes(readTrf(text, 'c.trf')).map((n) => n.rule);

describe('Swiss-Manager', () => {
  const RULERS = [
    '         1         2         3         4         5         6         7         8         9        10        11',
    '12345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890',
    'DDD SSSS sTTT NNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNN RRRR FFF IIIIIIIIIII BBBB/BB/BB PPPP RRRR  1111 1 1  2222 2 2',
  ];
  it('the three column rulers are kept as written, not read', () => {
    const text = withHeader('', ...RULERS);
    const t = readTrf(text, 'c.trf');
    expect(t.players).toEqual(readTrf(BASE).players);
    expect(rules(text)).toContain('swiss-manager-ruler');
    expect(writeTrf(t)).toBe(text);
  });
  it('a ruler with one character changed is a damaged line, refused as before', () => {
    expect(isRulerLine(RULERS[1].replace('1234567890123', '1234567890124'))).toBe(false);
    expect(() => readTrf(withHeader(RULERS[1].replace('12345678901234', '12345678901244')), 'c.trf')).toThrow(/c\.trf, line \d+, column 1: unknown line code "123"/);
    expect(() => readTrf(withHeader(RULERS[0].slice(0, 25) + 'x' + RULERS[0].slice(26)), 'c.trf')).toThrow(/unknown line code "   "/);
  });
  it('062 "5 (4)": the players and the rated ones; anything else in brackets refused', () => {
    const text = BASE.replace(/^/, '062 5 (4)\n');
    expect(readTrf(text).info.playerCount).toBe('5 (4)');
    expect(trfNotes(readTrf(text)).find((n) => n.rule === 'swiss-manager-062')!.text.en).toMatch(/5 players, 4 of them rated \(the lines give 5 a FIDE rating, 0 a FIDE number\)/);
    expect(writeTrf(readTrf(text))).toBe(text);
    expect(() => readTrf(BASE.replace(/^/, '062 5 (4x)\n'), 'c.trf')).toThrow(/062 must give a number, found "5 \(4x\)"/);
    expect(() => readTrf(BASE.replace(/^/, '062 6 (4)\n'), 'c.trf')).toThrow(/062 says 6 players, but the file has 5/);
    // a player added since: Hakem's own file keeps the shape and counts again
    const t = readTrf(text);
    t.players.push({ no: 6, name: 'Late Entry' });
    expect(readTrf(writeTrf(t)).info.playerCount).toBe('6 (5)');
  });
});

describe('sex, 072, dates', () => {
  it('M and F in capitals read as m and w; another letter refused', () => {
    const text = editPlayer(2, (l) => l.slice(0, 9) + 'F' + l.slice(10));
    expect(readTrf(text).players[1].sex).toBe('w');
    expect(rules(text)).toContain('sex-capitals');
    expect(() => readTrf(editPlayer(2, (l) => l.slice(0, 9) + 'X' + l.slice(10)), 'c.trf')).toThrow(/column 10: sex \(column 10\) must be m or w, found "X"/);
  });
  it('072 counting every player is read with a note; a count matching nothing is refused as before', () => {
    const noRating = editPlayer(5, (l) => l.slice(0, 48) + '    ' + l.slice(52));
    expect(rules(noRating.replace(/^/, '072 5\n'))).toContain('072-every-player');
    expect(() => readTrf(noRating.replace(/^/, '072 3\n'), 'c.trf')).toThrow(/072 says 3 rated players, but 4 player \(001\) line\(s\) have a FIDE rating/);
  });
  it('dates as lichess and FIDE\'s sample write them; a day-first date that reads month-first too is noted', () => {
    expect(readEventDate('May 29, 2020')).toBe('2020-05-29');
    expect(readEventDate('Sep 5, 2020')).toBe('2020-09-05');
    expect(readEventDate('28. 07. 2005')).toBe('2005-07-28');
    expect(readEventDate('Mey 29, 2020')).toBeUndefined();
    expect(trfNotes(readTrf(BASE.replace(/^/, '042 04/05/2025\n'))).map((n) => n.text.en)).toContain('042 "04/05/2025" read day first, as 4 May 2025 (month first it would be 5 April)');
    expect(trfNotes(readTrf(BASE.replace(/^/, '042 13/05/2025\n')))).toEqual([]);
  });
  it('several 132 lines are all kept', () => {
    const text = withHeader('132                                                                                        25/09/13  25/09/13', '132                                                                                        25/09/14  25/09/14');
    expect(writeTrf(readTrf(text))).toBe(text);
  });
});

describe('lichess', () => {
  it('a round without opponent written with blank opponent and colour is read as 0000 with its letter', () => {
    // player 5's PAB in round 1 as lichess writes it: "         U"
    const text = editPlayer(5, (l) => l.replace('0000 - U', '       U'));
    const t = readTrf(text, 'c.trf');
    expect(t.rounds[0].unpaired).toEqual([{ player: 5, code: 'U' }]);
    expect(rules(text)).toContain('lichess-blank-opponent');
    const absent = readTrf(editPlayer(5, (l) => l.replace('0000 - U', '       -')));
    expect(absent.rounds[0].unpaired).toEqual([{ player: 5, code: '-' }]);
  });
  it('a blank opponent with a game\'s result is damage, refused as before', () => {
    // four blanks are TRF-16's 0000 (no opponent): a game's result without an opponent is the damage named
    expect(() => readTrf(editPlayer(5, (l) => l.replace('0000 - U', '       1')), 'c.trf')).toThrow(/c\.trf, line 6, column 99: round 1: result "1" \(column 99\) is not a result for a round without opponent/);
    expect(() => readTrf(editPlayer(5, (l) => l.replace('0000 - U', '     w U')), 'c.trf')).toThrow(/c\.trf, line 6, column 97: round 1: a round without opponent has colour "-", found "w"/);
  });
  it('XXC rank white1 (also JaVaFo\'s): read, and written back alike; a word twice or both colours refused', () => {
    const text = BASE.replace('XXC white1', 'XXC rank white1');
    const t = readTrf(text);
    expect([t.pairByRank, t.firstColour]).toEqual([true, 'w']);
    expect(writeTrf(t)).toBe(text);
    expect(() => readTrf(BASE.replace('XXC white1', 'XXC rank rank'), 'c.trf')).toThrow(/XXC must be "white1" or "black1" \(JaVaFo: and "rank"\), found "rank rank"/);
    expect(() => readTrf(BASE.replace('XXC white1', 'XXC white1 black1'), 'c.trf')).toThrow(/XXC must be/);
  });
});

describe('XXC rank: the Swiss systems pair by the order of the 001 lines', () => {
  // the base file with its lines in another order: 3, 1, 2, 4, 5 (bbpPairings pairs such a file with 3 as the top seed)
  const order = [3, 1, 2, 4, 5];
  const shuffled = [...lines.filter((l) => !l.startsWith('001')), ...order.map((no) => lines[at(no)])].join('\n').replace('XXC white1', 'XXC rank white1') + '\n';
  it('round 3 paired with the places as pairing numbers, given in the file\'s numbers; the explanation says so', async () => {
    const { pairingSystem } = await import('../../engine/pairing/registry');
    const { rankPlaces } = await import('../../engine/pairing/rankOrder');
    const t = readTrf(shuffled);
    expect([...rankPlaces(t)!]).toEqual([[3, 1], [1, 2], [2, 3], [4, 4], [5, 5]]);
    const byRank = pairingSystem('dutch')!.pair(t, { round: 3 });
    const byNumber = pairingSystem('dutch')!.pair({ ...t, pairByRank: false }, { round: 3 });
    expect(byRank.ok && byNumber.ok).toBe(true);
    expect(byRank.explanation.sections[0].title.en).toBe('XXC rank: pairing numbers by the order of the 001 lines');
    // bbpPairings (--dutch FILE -p) pairs this file 5-1, 2-3, bye 4
    if (byRank.ok) expect([byRank.pairing.boards, byRank.pairing.byes]).toEqual([[{ white: 5, black: 1 }, { white: 2, black: 3 }], [4]]);
  });
  it('with 250 lines, whose ranges that order would scatter: refused', async () => {
    const { pairingSystem } = await import('../../engine/pairing/registry');
    const out = pairingSystem('dutch')!.pair(readTrf(shuffled.replace('XXR 5', 'XXR 5\n250       1.0 003 003 0001 0002')), { round: 3 });
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.reason.en).toMatch(/XXC rank .* with 250 acceleration lines/);
  });
});

describe('point values: every score counted with the values the file gives', () => {
  const total = (text: string) => Object.fromEntries(scores(readTrf(text)));
  it('BBU 0.5: the PAB worth ½ (players 5 and 3 each had one)', () => {
    // the points columns as a program counting the PAB ½ writes them
    const text = BASE.replace('XXC white1', 'XXC white1\nBBU  0.5').replace(/^(001    3.{72}) 1\.5/m, '$1 1.0').replace(/^(001    5.{72}) 1\.0/m, '$1 0.5');
    expect(total(text)).toEqual({ 1: 2, 2: 1, 3: 1, 4: 0.5, 5: 0.5 });
    expect(rules(text)).toContain('bbp-points');
    expect(writeTrf(readTrf(text))).toBe(text);
  });
  it('the 001 points that count a PAB as 1 under BBU 0.5 are reported, not kept', async () => {
    const { checkDeclaredPoints } = await import('../../engine/check/record');
    const text = BASE.replace('XXC white1', 'XXC white1\nBBU  0.5');
    expect(checkDeclaredPoints(readTrf(text)).map((p) => p.message)).toEqual(['player 3: the file declares 1.5 points, the results give 1', 'player 5: the file declares 1.0 points, the results give 0.5']);
  });
  it('BBW 3 and BBD 1 (3-1-0): the PAB a win unless BBU says otherwise, as bbpPairings reads them', () => {
    const three = readTrf(BASE.replace('XXC white1', 'XXC white1\nBBW  3.0\nBBD  1.0'));
    expect(three.pointValues).toEqual({ win: 3, draw: 1, loss: 0, zeroBye: 0, forfeitLoss: 0, pab: 3 });
    expect(Object.fromEntries(scores(three))).toEqual({ 1: 6, 2: 3, 3: 4, 4: 1, 5: 3 });
    expect(readTrf(BASE.replace('XXC white1', 'XXC white1\nBBU  1.0\nBBW  3.0')).pointValues?.pab).toBe(1);
  });
  it('162 in an individual event (TRF-2026), with Z and P; a full-point bye worth other than a win is refused', () => {
    expect(readTrf(BASE.replace('XXC white1', 'XXC white1\n162  W 1.0    D 0.5    L 0.0    Z 0.0    P 0.5')).pointValues?.pab).toBe(0.5);
    expect(readTrf(BASE.replace('XXC white1', 'XXC white1\n162  W 1.0    D 0.5    L 0.0    Z 0.0    P 1.0')).pointValues).toBeUndefined();
    expect(() => readTrf(BASE.replace('XXC white1', 'XXC white1\n162  W 1.0    D 0.5    L 0.0    F 2.0'), 'c.trf')).toThrow(/162: a full-point bye \(F 2\) worth other than a win \(W 1\) is not read by Hakem/);
    expect(() => readTrf(BASE.replace('XXC white1', 'XXC white1\n162  W 1.0    Q 0.5'), 'c.trf')).toThrow(/line \d+, column 15: 162: "Q" \(column 15\) is not a result Hakem reads/);
  });
  it('an event from JSON with point values and no line for them is written with bbpPairings\' lines', async () => {
    const { tournamentFromJson, tournamentToJson } = await import('../../engine/model/json');
    const t = readTrf(BASE);
    const json = JSON.parse(tournamentToJson(t));
    json.pointValues = { win: 3, draw: 1, loss: 0, zeroBye: 0, forfeitLoss: 0, pab: 1 };
    const out = writeTrf(tournamentFromJson(JSON.stringify(json)));
    expect(out).toMatch(/^BBW  3\.0\nBBD  1\.0\nBBU  1\.0$/m);
    expect(readTrf(out).pointValues).toEqual(json.pointValues);
    expect(Object.fromEntries(scores(readTrf(out)))).toEqual({ 1: 6, 2: 3, 3: 2, 4: 1, 5: 1 });
    json.pointValues = { win: 'three' };
    expect(() => tournamentFromJson(JSON.stringify(json), 'e.json')).toThrow(/pointValues\.win must be a number of points \(0 or more\), found "three"/);
  });
  it('bad values are refused with their line and column', () => {
    expect(() => readTrf(BASE.replace('XXC white1', 'XXC white1\nBBU  half'), 'c.trf')).toThrow(/c\.trf, line \d+, column 6: BBU must be a number of points like 1\.0 or 0\.5, found "half"/);
    expect(() => readTrf(BASE.replace('XXC white1', 'XXC white1\nBBU'), 'c.trf')).toThrow(/BBU must be "BBU <points>"/);
  });
  it('JaVaFo\'s XXS: read when its keys agree; a win worth otherwise with white and with black is refused', () => {
    expect(readTrf(BASE.replace('XXC white1', 'XXC white1\nXXS W=3 D=1 PAB=1')).pointValues).toEqual({ win: 3, draw: 1, loss: 0, zeroBye: 0, forfeitLoss: 0, pab: 1 });
    expect(() => readTrf(BASE.replace('XXC white1', 'XXC white1\nXXS WW=1 BW=1.5'), 'c.trf')).toThrow(/XXS gives WW=1, BW=1\.5: a win with white, with black, by forfeit and a full-point bye worth differently/);
  });
});

describe('the command line says what it read by a convention', () => {
  it('a note on stderr, once, with the line; the output is the same as without the convention', async () => {
    const lichess = editPlayer(5, (l) => l.replace('0000 - U', '       U'));
    const io = memoryIO({ 'l.trf': lichess, 'b.trf': BASE });
    expect(await run(['standings', 'l.trf'], io)).toBe(0);
    expect(io.stderr).toMatch(/^note: l\.trf, line \d+: 1 round\(s\) with a blank opponent and colour \(as lichess writes a round without opponent\): read as 0000/m);
    expect(io.stderr.match(/note:/g)).toHaveLength(1);
    const plain = memoryIO({ 'b.trf': BASE });
    expect(await run(['standings', 'b.trf'], plain)).toBe(0);
    expect(io.stdout.replace(/l\.trf/g, 'b.trf')).toBe(plain.stdout);
    expect(plain.stderr).toBe('');
  });
});
