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

/** Labels of the tie-break worked tables (adjusted scores, BB, Koya, Kashdan, progressive cards, team tables). */
const TIEBREAK_LABELS = {
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

/** Labels of the event's published site (`hakem publish`): its menu and headings. */
const SITE_LABELS = {
  home: { tr: 'Ana sayfa', en: 'Home' },
  pairings: { tr: 'Eşlendirmeler', en: 'Pairings' },
  roundN: { tr: '{n}. Tur', en: 'Round {n}' },
  standings: { tr: 'Sıralama', en: 'Standings' },
  standingsAfter: { tr: '{n}. tur sonunda sıralama', en: 'Standings after round {n}' },
  crosstable: { tr: 'Yarışma Çizelgesi', en: 'Crosstable' },
  players: { tr: 'Oyuncular', en: 'Players' },
  rank: { tr: 'Sıra', en: 'Rank' },
  name: { tr: 'Adı Soyadı', en: 'Name' },
  points: { tr: 'Puan', en: 'Pts' },
  rating: { tr: 'ELO', en: 'Rating' },
  otherLanguage: { tr: 'English', en: 'Türkçe' },
  noRounds: { tr: 'Henüz eşlendirilmiş tur yok.', en: 'No round has been paired yet.' },
  generated: { tr: 'Hakem ile hazırlandı ({n}. tura kadar).', en: 'Made with Hakem (up to round {n}).' },
  tiebreakRules: { tr: 'Eşitlik bozma kuralları', en: 'Tie-break rules' },
  unratedLeftOut: { tr: '{no}: derecesiz rakipler {opps} ortalamaya katılmadı (C.07 10)', en: '{no}: unrated opponents {opps} left out of the average (C.07 10)' },
  // a team event's site (templates/siteTeam.ts)
  teams: { tr: 'Takımlar', en: 'Teams' },
  team: { tr: 'Takım', en: 'Team' },
  matches: { tr: 'Maçlar', en: 'Matches' },
  matchN: { tr: '{n}. Maç', en: 'Match {n}' },
  mp: { tr: 'MP', en: 'MP' },
  gp: { tr: 'OP', en: 'GP' },
  mpGpLegend: { tr: 'MP: maç puanı; OP: oyun puanı (masalardan alınan puanların toplamı).', en: 'MP: match points; GP: game points (the points won on the boards).' },
  colour: { tr: 'Renk', en: 'Col.' },
  result: { tr: 'Sonuç', en: 'Result' },
  whiteShort: { tr: 'B', en: 'W' },
  blackShort: { tr: 'S', en: 'B' },
  emptyBoard: { tr: 'boş masa', en: 'empty board' },
  forfeitMatch: { tr: 'Maç hükmen sonuçlandı.', en: 'The match was decided by forfeit.' },
  withoutMatch: { tr: 'Maçı olmayanlar', en: 'Without a match' },
  lineUp: { tr: 'Kadro (masa sırasıyla)', en: 'Line-up (in board order)' },
  gamesPlayed: { tr: 'Oyun', en: 'Games' },
  roundByRound: { tr: 'Tur tur sonuçlar', en: 'Results round by round' },
  round: { tr: 'Tur', en: 'Round' },
  opponent: { tr: 'Rakip', en: 'Opponent' },
  colourBoard1: { tr: '1. masada renk', en: 'Colour on board 1' },
  total: { tr: 'Toplam', en: 'Total' },
  teamRank: { tr: 'Sıra: {n}', en: 'Rank: {n}' },
} as const;

export type StringKey = keyof typeof STRINGS;
export type TiebreakLabel = keyof typeof TIEBREAK_LABELS;

/** One language's column of a label table. */
function pick<K extends string>(table: Record<K, { tr: string; en: string }>, lang: Lang): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const k of Object.keys(table) as K[]) out[k] = table[k][lang];
  return out;
}

export const strings = (lang: Lang): Record<StringKey, string> => pick(STRINGS, lang);
export const siteLabels = (lang: Lang): Record<keyof typeof SITE_LABELS, string> => pick(SITE_LABELS, lang);
export const tiebreakLabels = (lang: Lang): Record<TiebreakLabel, string> => pick(TIEBREAK_LABELS, lang);
