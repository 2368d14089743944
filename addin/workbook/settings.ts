/** The tournament's settings as the Settings sheet keeps them: one row per setting, a stable key in column A. */
import type { Colour, TournamentInfo } from '../../engine/model/types';
import type { Lang } from '../../engine/pairing/types';
import { chooseRules, type EditionChoice } from '../../engine/tiebreak/edition';

export type RulesEdition = '2009' | '2024' | '2026';
/** The Settings sheet's choice: an edition, or `auto` for the one in force on the start date. */
export type RulesSetting = RulesEdition | 'auto';

export interface Settings {
  /** Pairing system id (engine/pairing/registry.ts). */
  system: string;
  totalRounds?: number;
  /** Colour of player 1 (the top seed) in round 1 (TRF XXC). */
  firstColour: Colour;
  /** Tie-break codes in order (FIDE C.07 acronyms: BH, BH-C1, SB, …). */
  tiebreaks: string[];
  /** Which tie-break edition (C.07 2024 / 2026, the documents' 2009) the standings follow; `auto`: the one in force on the start date. */
  rules: RulesSetting;
  language: Lang;
  /** The event's rate (standard, rapid, blitz): which rating of FIDE's list fills the FIDE column (addin/ratinglist). */
  rate?: 'standard' | 'rapid' | 'blitz';
  info: Pick<TournamentInfo, 'name' | 'city' | 'federation' | 'startDate' | 'endDate' | 'chiefArbiter' | 'timeControl'>;
}

export const DEFAULT_SETTINGS: Settings = {
  system: 'dutch-2009',
  firstColour: 'w',
  tiebreaks: ['BH', 'BH-C1', 'SB'],
  rules: 'auto',
  language: 'en',
  info: {},
};

/** The rows of the Settings sheet: key, label (en / tr). */
export const SETTING_ROWS: Array<{ key: string; en: string; tr: string }> = [
  { key: 'name', en: 'Tournament name', tr: 'Turnuva adı' },
  { key: 'city', en: 'City', tr: 'Şehir' },
  { key: 'federation', en: 'Federation', tr: 'Federasyon' },
  { key: 'startDate', en: 'Start date', tr: 'Başlangıç tarihi' },
  { key: 'endDate', en: 'End date', tr: 'Bitiş tarihi' },
  { key: 'chiefArbiter', en: 'Chief arbiter', tr: 'Başhakem' },
  { key: 'timeControl', en: 'Time control', tr: 'Tempo' },
  { key: 'system', en: 'Pairing system', tr: 'Eşlendirme sistemi' },
  { key: 'rounds', en: 'Number of rounds', tr: 'Tur sayısı' },
  { key: 'firstColour', en: 'Colour of player 1 in round 1 (white/black)', tr: '1. turda 1 numaranın rengi (white/black)' },
  { key: 'tiebreaks', en: 'Tie-breaks in order', tr: 'Eşitlik bozma sırası' },
  { key: 'rules', en: 'Tie-break rules (auto = by start date, 2009, 2024, 2026)', tr: 'Eşitlik bozma kuralları (auto = başlangıç tarihine göre, 2009, 2024, 2026)' },
  { key: 'language', en: 'Language (en/tr)', tr: 'Dil (en/tr)' },
  { key: 'rate', en: 'Rate of play (standard/rapid/blitz): the rating list column used', tr: 'Oyun türü (standard/rapid/blitz): kullanılan reyting listesi sütunu' },
];

/** The tie-break edition the standings use, and why (C.07 in force on the start date unless the sheet names one). */
export function effectiveRules(settings: Settings): EditionChoice {
  return chooseRules(settings.rules === 'auto' ? undefined : settings.rules, settings.info.startDate);
}
