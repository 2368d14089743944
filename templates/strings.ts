import type { Lang } from '../engine/pairing/types';

/** Every label the templates print, in Turkish (the documents' words) and English. */
const STRINGS = {
  crosstable: { tr: 'Yarışma Çizelgesi', en: 'Crosstable' },
  place: { tr: 'Yer', en: 'Place' },
  dates: { tr: 'Tarih', en: 'Dates' },
  timeControl: { tr: 'Zaman temposu', en: 'Time control' },
  no: { tr: 'No', en: 'No' },
  name: { tr: 'Adı Soyadı', en: 'Name' },
  team: { tr: 'Takım', en: 'Team' },
  province: { tr: 'İl', en: 'Province' },
  tsfNo: { tr: 'TSF No', en: 'TSF No' },
  total: { tr: 'Puan', en: 'Points' },
  rank: { tr: 'Derece', en: 'Rank' },
  chiefArbiter: { tr: 'Başhakem', en: 'Chief arbiter' },
  approvedBy: { tr: 'İl Temsilcisi / Federasyon yetkilisi', en: 'Provincial representative / federation official' },
  legend: {
    tr: 'Her turda rakibin numarası ve ondan alınan puan; + / - oynanmadan kazanılan / kaybedilen oyun; 1T / T tur atlama. * UKD ve ELO bilinmiyor.',
    en: "Each round: the opponent's number and the points taken; + / - won / lost without play; 1T / T bye. * UKD and ELO not known.",
  },
  round: { tr: 'Tur', en: 'Round' },
  board: { tr: 'Masa', en: 'Board' },
  white: { tr: 'Beyaz', en: 'White' },
  black: { tr: 'Siyah', en: 'Black' },
  result: { tr: 'Sonuç', en: 'Result' },
  bye: { tr: 'Tur atlar', en: 'bye' },
  pairingCard: { tr: 'Eşlendirme Kartı', en: 'Pairing card' },
  player: { tr: 'Oyuncu', en: 'Player' },
  colour: { tr: 'Renk', en: 'Colour' },
  points: { tr: 'Puan', en: 'Points' },
  running: { tr: 'Top. Puan', en: 'Total' },
  opponent: { tr: 'Rakip', en: 'Opponent' },
  tiebreaks: { tr: 'Eşitlik Bozma', en: 'Tie-breaks' },
  median: { tr: 'Med.', en: 'Med.' },
  solkoff: { tr: 'Sol.', en: 'Buch.' },
  berger: { tr: 'Ber.', en: 'SB' },
  adjustedScore: { tr: 'Ayarlanmış Puan', en: 'Adjusted score' },
  sum: { tr: 'Toplam', en: 'Sum' },
  scoreGroup: { tr: 'Puan grubu', en: 'Score group' },
  colours: { tr: 'Renkler', en: 'Colours' },
  preference: { tr: 'Renk tercihi', en: 'Colour preference' },
  worksheets: { tr: 'Puan grubu çalışma kağıtları', en: 'Score-group worksheets' },
} as const;

export type StringKey = keyof typeof STRINGS;

export function strings(lang: Lang): Record<StringKey, string> {
  const out = {} as Record<StringKey, string>;
  for (const k of Object.keys(STRINGS) as StringKey[]) out[k] = STRINGS[k][lang];
  return out;
}
