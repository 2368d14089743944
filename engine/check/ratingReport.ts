/**
 * What a TRF needs to go out as a rating report (`hakem check --report`), and what the file lacks.
 *
 * Sources:
 * - TRF-16 (FIDE C.04 Annex 2, https://www.fide.com/FIDE/handbook/C04Annex2_TRF16.pdf), column R ("importance of the
 *   field for Rating": mandatory, or "warning if wrong"): `012` tournament name, `022` city, `032` federation and `102`
 *   chief arbiter are mandatory; in the `001` line the FIDE number (58-68) and the rank (86-89) are mandatory, sex,
 *   title, name, rating, federation and birth date give a warning if wrong. `042`, `052`, `062`, `072`, `082`, `092`,
 *   `112`, `122` and `132` are "not taken into account" for rating by that table. TRF-2026 keeps these records and
 *   columns.
 * - FIDE Rating Regulations 9.1: the chief arbiter sends the TRF to the federation's rating officer, who uploads it to
 *   the FIDE Rating Server. The server's own upload checks are not published as a text (not found): the records TRF-16
 *   does not require are listed as expected, with what they tell, not as mandatory.
 * - FIDE Qualification Commission, letter to federation rating officers (26 February 2024): a player new to the rating
 *   system needs a correct birth date and sex.
 */
import type { Player, Tournament, TournamentInfo } from '../model/types';
import type { Text } from '../pairing/types';
import { scoredRounds } from '../model/absence';

export type ReportLevel = 'mandatory' | 'expected' | 'warning';

export interface ReportGap {
  /** The TRF record or column: `022`, `001 58-68`. */
  field: string;
  level: ReportLevel;
  /** Players concerned (pairing numbers), for a 001 column. */
  players?: number[];
  text: Text;
}

const HEADER: Array<{ tag: string; key: keyof TournamentInfo; level: ReportLevel; what: Text }> = [
  { tag: '012', key: 'name', level: 'mandatory', what: { en: 'the tournament name', tr: 'turnuvanın adı' } },
  { tag: '022', key: 'city', level: 'mandatory', what: { en: 'the city', tr: 'şehir' } },
  { tag: '032', key: 'federation', level: 'mandatory', what: { en: 'the federation (FIDE code, e.g. TUR)', tr: 'federasyon (FIDE kodu, ör. TUR)' } },
  { tag: '102', key: 'chiefArbiter', level: 'mandatory', what: { en: 'the chief arbiter (name and FIDE ID)', tr: 'başhakem (adı ve FIDE ID)' } },
  { tag: '042', key: 'startDate', level: 'expected', what: { en: 'the start date', tr: 'başlangıç tarihi' } },
  { tag: '052', key: 'endDate', level: 'expected', what: { en: 'the end date', tr: 'bitiş tarihi' } },
  { tag: '062', key: 'playerCount', level: 'expected', what: { en: 'the number of players', tr: 'oyuncu sayısı' } },
  { tag: '072', key: 'ratedCount', level: 'expected', what: { en: 'the number of rated players', tr: 'ratingli oyuncu sayısı' } },
  { tag: '092', key: 'type', level: 'expected', what: { en: 'the type of tournament (e.g. Individual: Swiss-System)', tr: 'turnuva türü (ör. Bireysel: İsviçre sistemi)' } },
  { tag: '122', key: 'timeControl', level: 'expected', what: { en: 'the time control (allotted times per moves/game)', tr: 'düşünme süresi (hamle/oyun başına süreler)' } },
];

const LEVEL: Record<ReportLevel, Text> = {
  mandatory: { en: 'mandatory for rating (TRF-16)', tr: 'rating için zorunlu (TRF-16)' },
  expected: { en: 'expected in a rating report (TRF-16 does not require it)', tr: 'rating raporunda beklenir (TRF-16 zorunlu tutmaz)' },
  warning: { en: 'checked for rating (TRF-16: warning if wrong)', tr: 'rating için denetlenir (TRF-16: yanlışsa uyarı)' },
};

const list = (nos: number[]) => (nos.length > 12 ? `${nos.slice(0, 12).join(', ')} … (${nos.length})` : nos.join(', '));

/** Every record and column a rating report needs that the file leaves empty, mandatory first. */
export function ratingReportGaps(t: Tournament): ReportGap[] {
  const out: ReportGap[] = [];
  const blank = (v?: string) => v === undefined || v.trim() === '';
  for (const h of HEADER) {
    if (!blank(t.info[h.key] as string | undefined)) continue;
    out.push({ field: h.tag, level: h.level, text: { en: `${h.tag} missing: ${h.what.en}; ${LEVEL[h.level].en}`, tr: `${h.tag} yok: ${h.what.tr}; ${LEVEL[h.level].tr}` } });
  }
  const teams = (t.otherLines ?? []).some((l) => /^(310|013) /.test(l));
  if (teams && blank(t.info.teamCount)) out.push({ field: '082', level: 'expected', text: { en: `082 missing: the number of teams (a team event); ${LEVEL.expected.en}`, tr: `082 yok: takım sayısı (takım turnuvası); ${LEVEL.expected.tr}` } });
  // 132: a date for every round played, in the round's own columns (92-99 round 1, 102-109 round 2 …)
  const played = scoredRounds(t);
  if (played > 0) {
    const dates = roundDates(t.info.roundDates);
    const missing = Array.from({ length: played }, (_, i) => i + 1).filter((r) => !dates[r - 1]);
    if (missing.length) {
      out.push({ field: '132', level: 'expected', text: {
        en: blank(t.info.roundDates) ? `132 missing: the dates of the ${played} round(s) played; ${LEVEL.expected.en}` : `132: no date for round(s) ${missing.join(', ')}; ${LEVEL.expected.en}`,
        tr: blank(t.info.roundDates) ? `132 yok: oynanan ${played} turun tarihleri; ${LEVEL.expected.tr}` : `132: ${missing.join(', ')}. tur(lar)un tarihi yok; ${LEVEL.expected.tr}`,
      } });
    }
  }
  const players = (pred: (p: Player) => boolean) => t.players.filter(pred).map((p) => p.no);
  const noId = players((p) => blank(p.fideId) || Number(p.fideId) === 0);
  if (noId.length) {
    out.push({ field: '001 58-68', level: 'mandatory', players: noId, text: {
      en: `no FIDE number (001 columns 58-68) for player(s) ${list(noId)}; ${LEVEL.mandatory.en}: a player new to FIDE is registered by the rating officer, with birth date, sex and federation`,
      tr: `${list(noId)} numaralı oyuncu(lar)un FIDE numarası yok (001 sütun 58-68); ${LEVEL.mandatory.tr}: FIDE'ye yeni bir oyuncuyu doğum tarihi, cinsiyeti ve federasyonuyla rating sorumlusu kaydeder`,
    } });
  }
  const noRank = players((p) => p.trfRank === undefined);
  if (noRank.length) {
    out.push({ field: '001 86-89', level: 'mandatory', players: noRank, text: {
      en: `no rank (001 columns 86-89) for player(s) ${list(noRank)}; ${LEVEL.mandatory.en}`,
      tr: `${list(noRank)} numaralı oyuncu(lar)un sırası yok (001 sütun 86-89); ${LEVEL.mandatory.tr}`,
    } });
  }
  const column = (field: string, what: Text, pred: (p: Player) => boolean) => {
    const nos = players(pred);
    if (nos.length) out.push({ field, level: 'warning', players: nos, text: { en: `no ${what.en} (001 ${field.includes('-') ? 'columns' : 'column'} ${field.slice(4)}) for player(s) ${list(nos)}; ${LEVEL.warning.en}`, tr: `${list(nos)} numaralı oyuncu(lar)un ${what.tr} bilgisi yok (001 sütun ${field.slice(4)}); ${LEVEL.warning.tr}` } });
  };
  column('001 54-56', { en: 'federation', tr: 'federasyon' }, (p) => blank(p.federation));
  column('001 70-79', { en: 'birth date', tr: 'doğum tarihi' }, (p) => blank(p.birth) || /^0{4}/.test(p.birth!));
  column('001 10', { en: 'sex', tr: 'cinsiyet' }, (p) => p.sex === undefined);
  const order: Record<ReportLevel, number> = { mandatory: 0, expected: 1, warning: 2 };
  return out.sort((a, b) => order[a.level] - order[b.level]);
}

/** The dates of a 132 line, by round (its text starts at column 5; round r's date at 92 + 10 (r - 1)). */
function roundDates(text?: string): Array<string | undefined> {
  if (!text) return [];
  const line = `132 ${text}`;
  // a line that does not reach round 1's columns lists its dates one after another
  if (line.length < 92) return text.trim().split(/\s+/).filter(Boolean);
  const out: Array<string | undefined> = [];
  for (let c = 92; c <= line.length; c += 10) {
    const d = line.slice(c - 1, c + 7).trim();
    out.push(d === '' ? undefined : d);
  }
  return out;
}
