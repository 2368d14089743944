import type { Lang } from '../engine/pairing/types';

/** Labels of the tie-break worked tables (adjusted scores, BB, Koya, Kashdan, progressive cards, team tables). */
const LABELS = {
  rules: { tr: 'Kurallar', en: 'Rules' },
  unplayed: { tr: 'Oynanmayan turlar', en: 'Unplayed rounds' },
  adjustedLegend: {
    tr: 'Ayarlanmış puan: oynanmadan elde edilen puanlar (tur atlama, hükmen kazanç veya kayıp, eşlendirilmeme, çekilme) ½ kabul edilerek bulunan puan; yalnız eşitlik bozma hesaplarında kullanılır, oyuncunun puanı değişmez.',
    en: 'Adjusted score: the score with every point obtained without play (bye, forfeit won or lost, not paired, withdrawal) counted as ½; used only for tie-breaks, the score itself does not change.',
  },
  opponentsOpponents: { tr: 'Rakibin rakipleri ve ayarlanmış puanları', en: "Opponent's opponents and their adjusted scores" },
  buchholz: { tr: 'B', en: 'BH' },
  bbTotal: { tr: 'TOPLAM (BB)', en: 'TOTAL (BB)' },
  virtualRow: { tr: 'oynanmadı: sanal rakip, BB\'ye katkısı yok', en: 'unplayed: virtual opponent, adds nothing to the BB' },
  koyaGroup: { tr: 'Koya grubu: en az', en: 'Koya group: at least' },
  koyaLegend: {
    tr: '%50 veya daha fazla skor yapmış rakiplerden alınan puanların toplamı; genişletilmiş Koya grubu bir sonraki puan grubunu da alır.',
    en: 'Points scored against the opponents who made 50% or more; extended Koya widens the group to the next score group(s).',
  },
  koya: { tr: 'Koya', en: 'Koya' },
  kashdanLegend: {
    tr: 'Kazanılan her oyun 4, beraberlik 2, yenilgi 1, oynanmadan alınan puan 2.',
    en: 'Each win 4, draw 2, loss 1, points obtained without play 2.',
  },
  progressiveTotal: { tr: 'Kademeli Toplamı', en: 'Progressive score' },
  cut: { tr: 'eksiltilmiş', en: 'cut' },
  cutN: { tr: 'Kademeli {n} Eksiltilmiş', en: 'Progressive cut {n}' },
  score: { tr: 'Toplam Puan', en: 'Score' },
  matchPoints: { tr: 'Maç P.', en: 'MP' },
  boardPoints: { tr: 'Masa P.', en: 'BP' },
  sumBefore: { tr: 'Toplam', en: 'Sum' },
  dropped: { tr: 'Çıkarılan', en: 'Cut' },
  value: { tr: 'Değer', en: 'Value' },
  teamLegend: {
    tr: 'Maç puanı: galibiyet 2, beraberlik 1, yenilgi 0. Üstü çizili değer hesaptan çıkarılmıştır.',
    en: 'Match points: win 2, draw 1, loss 0. The struck-out value is left out.',
  },
} as const;

export type TiebreakLabel = keyof typeof LABELS;

export function tiebreakLabels(lang: Lang): Record<TiebreakLabel, string> {
  const out = {} as Record<TiebreakLabel, string>;
  for (const k of Object.keys(LABELS) as TiebreakLabel[]) out[k] = LABELS[k][lang];
  return out;
}
