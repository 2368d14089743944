/** The tournament's settings as the Settings sheet keeps them: one row per setting, a stable key in column A. */
import type { Colour, TournamentInfo } from '../../engine/model/types';
import type { Lang } from '../../engine/pairing/types';
import { chooseRules, type EditionChoice } from '../../engine/tiebreak/edition';
import { pairingSystemInForce, systemFromCode192 } from '../../engine/pairing/edition';
import { pairingSystem } from '../../engine/pairing/registry';
import { startingTiebreaks } from '../../engine/tiebreak/recommended';

export type RulesEdition = '2009' | '2024' | '2026';
/** The Settings sheet's choice: an edition, or `auto` for the one in force on the start date. */
export type RulesSetting = RulesEdition | 'auto';

export interface Settings {
  /** Pairing system id (engine/pairing/registry.ts); by default the FIDE edition in force on the start date. */
  system: string;
  /** The file's 192 code as read (`FIDE_DUTCH`, `FIDE_DOUBLESWISS`, …), written back while it still names the system. */
  systemCode?: string;
  /** C.04.7 Baku acceleration (192 `_BAKU`); virtual points by 250 lines live on the Acceleration sheet. */
  acceleration?: 'baku';
  /** TRF records Hakem keeps but does not interpret (`162 …`, `062 …`, `132 …`), written back on export as read. */
  records?: string[];
  totalRounds?: number;
  /** Colour of player 1 (the top seed) in round 1 (TRF XXC). */
  firstColour: Colour;
  /**
   * Where firstColour comes from: the file's XXC / 152, or round 1 as played in a file without them (as the engine
   * reads it, E.5); absent: the arbiter's choice (the form, or the Settings sheet edited by hand).
   */
  firstColourFrom?: 'file' | 'played';
  /** Tie-break codes in order (FIDE C.07 acronyms: BH, BH-C1, SB, …). */
  tiebreaks: string[];
  /** Which tie-break edition (C.07 2024 / 2026, the documents' 2009) the standings follow; `auto`: the one in force on the start date. */
  rules: RulesSetting;
  language: Lang;
  /** The event's rate (standard, rapid, blitz): which rating of FIDE's list fills the FIDE column (addin/ratinglist). */
  rate?: 'standard' | 'rapid' | 'blitz';
  info: Pick<TournamentInfo, 'name' | 'city' | 'federation' | 'startDate' | 'endDate' | 'chiefArbiter' | 'timeControl' | 'type'>;
}

export const DEFAULT_SETTINGS: Settings = {
  // the FIDE edition in force today (no start date): Dutch C.04.3; createTournament decides by the start date
  system: pairingSystemInForce().id!,
  firstColour: 'w',
  tiebreaks: startingTiebreaks(false),
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
  { key: 'type', en: 'Type of tournament (TRF 092, as read)', tr: 'Turnuva türü (TRF 092, okunduğu gibi)' },
  { key: 'system', en: 'Pairing system (id: dutch, dutch-2009, dubov-2026, double-swiss, …)', tr: 'Eşlendirme sistemi (kimlik: dutch, dutch-2009, dubov-2026, double-swiss, …)' },
  { key: 'edition', en: 'Pairing rules used (written by Hakem, for reading)', tr: 'Uygulanan eşlendirme kuralları (Hakem yazar, okumak için)' },
  { key: 'systemCode', en: 'TRF 192 code as read (written back while it names the system)', tr: 'Okunan TRF 192 kodu (sistemi gösterdikçe geri yazılır)' },
  { key: 'rounds', en: 'Number of rounds (Double-Swiss: game rounds, two per match)', tr: 'Tur sayısı (Double-Swiss: oyun turları, maç başına iki)' },
  { key: 'firstColour', en: 'Colour of player 1 in round 1 (white/black)', tr: '1. turda 1 numaranın rengi (white/black)' },
  { key: 'firstColourFrom', en: 'Where that colour comes from (written by Hakem: file, played = round 1 as played, arbiter)', tr: 'O rengin kaynağı (Hakem yazar: file = dosya, played = oynanan 1. tur, arbiter = hakem)' },
  { key: 'acceleration', en: 'Acceleration (C.04.7): baku, or empty; virtual points of 250 lines: the Acceleration sheet', tr: 'Hızlandırma (C.04.7): baku ya da boş; 250 satırlarının sanal puanları: Acceleration sayfası' },
  { key: 'tiebreaks', en: 'Tie-breaks in order', tr: 'Eşitlik bozma sırası' },
  { key: 'tiebreaksFrom', en: 'Where that list comes from (written by Hakem, for reading)', tr: 'Bu listenin kaynağı (Hakem yazar, okumak için)' },
  { key: 'rules', en: 'Tie-break rules (auto = by start date, 2009, 2024, 2026)', tr: 'Eşitlik bozma kuralları (auto = başlangıç tarihine göre, 2009, 2024, 2026)' },
  { key: 'language', en: 'Language (en/tr)', tr: 'Dil (en/tr)' },
  { key: 'rate', en: 'Rate of play (standard/rapid/blitz): the rating list column used', tr: 'Oyun türü (standard/rapid/blitz): kullanılan reyting listesi sütunu' },
];

/** The pairing system's name and why it is the one used (the file's record, the arbiter's choice, the edition in force). */
export function systemUsed(settings: Settings): { en: string; tr: string } {
  const sys = pairingSystem(settings.system);
  const name = sys?.name ?? { en: settings.system, tr: settings.system };
  const inForce = pairingSystemInForce(settings.info.startDate);
  const fromCode = settings.systemCode ? systemFromCode192(settings.systemCode) : undefined;
  const why = fromCode?.id === settings.system
    ? { en: `named by the file (192 ${settings.systemCode})`, tr: `dosyada adı geçiyor (192 ${settings.systemCode})` }
    : settings.system === inForce.id
      ? inForce.reason
      : { en: `chosen for this event; the edition in force is ${pairingSystem(inForce.id!)?.name.en ?? inForce.id}`, tr: `bu turnuva için seçildi; yürürlükteki metin ${pairingSystem(inForce.id!)?.name.tr ?? inForce.id}` };
  const acc = settings.acceleration === 'baku' ? { en: '; Baku acceleration (C.04.7)', tr: '; Bakü hızlandırması (C.04.7)' } : { en: '', tr: '' };
  return { en: `${name.en}: ${why.en}${acc.en}`, tr: `${name.tr}: ${why.tr}${acc.tr}` };
}

/** The tie-break edition the standings use, and why (C.07 in force on the start date unless the sheet names one). */
export function effectiveRules(settings: Settings): EditionChoice {
  return chooseRules(settings.rules === 'auto' ? undefined : settings.rules, settings.info.startDate);
}
