/** The taskpane's system list (issue 15): the FIDE editions in force first, every Swiss entry naming its edition. */
import { describe, expect, it } from 'vitest';
import { pairingSystems, pairingSystemsForMenu } from '../../engine/pairing/registry';

describe('the taskpane\'s list of pairing systems', () => {
  it('lists the FIDE editions in force first, then the books\' editions, then the table systems; every system once', () => {
    const ids = pairingSystemsForMenu().map((s) => s.id);
    expect(ids.slice(0, 5)).toEqual(['dutch', 'dubov-2026', 'burstein-2026', 'lim', 'double-swiss']);
    expect(ids.slice(5, 8)).toEqual(['dutch-2009', 'dubov', 'burstein']);
    expect([...ids].sort()).toEqual(pairingSystems().map((s) => s.id).sort());
  });
  it('every Swiss entry names its edition, in both languages', () => {
    const swiss = pairingSystemsForMenu().slice(0, 8);
    for (const s of swiss) {
      for (const lang of ['en', 'tr'] as const) expect(s.name[lang], `${s.id} ${lang}`).toMatch(/C\.04|19\d\d|20\d\d|books|kitap/);
    }
    expect(pairingSystemsForMenu().find((s) => s.id === 'dubov')!.name.en).toMatch(/books' edition/);
    expect(pairingSystemsForMenu().find((s) => s.id === 'lim')!.name.en).toMatch(/C\.04\.4\.3, the text in force/);
    expect(pairingSystemsForMenu().find((s) => s.id === 'dubov-2026')!.name.en).toBe('FIDE Dubov system (C.04.4.1, 2026)');
  });
  it('a menu entry still pairs with its system', () => {
    const d = pairingSystemsForMenu().find((s) => s.id === 'dubov')!;
    expect(d.pair).toBe(pairingSystems().find((s) => s.id === 'dubov')!.pair);
  });
});
