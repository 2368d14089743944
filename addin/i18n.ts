/**
 * Every word the taskpane shows, in English and Turkish. Messages with values are functions returning both.
 */
import type { Lang, Text } from '../engine/pairing/types';

export type { Lang, Text };

export const tx = (en: string, tr: string): Text => ({ en, tr });

export const UI = {
  title: tx('Hakem', 'Hakem'),
  subtitle: tx('Chess arbiter', 'Satranç hakemi'),
  language: tx('Language', 'Dil'),
  tournament: tx('Tournament', 'Turnuva'),
  newTournament: tx('New tournament', 'Yeni turnuva'),
  fromDemo: tx('Demo: 17-player Dutch example', 'Örnek: 17 oyunculu Dutch örneği'),
  fromPlayers: tx('From the players already typed', 'Girilmiş oyunculardan'),
  fromTrf: tx('From a TRF file', 'TRF dosyasından'),
  blank: tx('Empty (type the players)', 'Boş (oyuncuları yazın)'),
  create: tx('Create', 'Oluştur'),
  name: tx('Name', 'Ad'),
  rounds: tx('Rounds', 'Tur sayısı'),
  firstColour: tx('Player 1 in round 1', '1. turda 1 numara'),
  white: tx('White', 'Beyaz'),
  black: tx('Black', 'Siyah'),
  system: tx('Pairing system', 'Eşlendirme sistemi'),
  noSystems: tx('No pairing system is installed yet.', 'Henüz kurulu eşlendirme sistemi yok.'),
  pairing: tx('Pairing', 'Eşlendirme'),
  /** The pair button: Turkish puts the ordinal first ("5. turu eşlendir"). */
  pairNext: (round: number) => tx(`Pair round ${round}`, `${round}. turu eşlendir`),
  accept: tx('Accept', 'Onayla'),
  redo: tx('Redo', 'Yeniden'),
  explanation: tx('Explanation', 'Açıklama'),
  results: tx('Results', 'Sonuçlar'),
  saveResults: tx('Save results', 'Sonuçları kaydet'),
  round: tx('Round', 'Tur'),
  board: tx('Board', 'Masa'),
  result: tx('Result', 'Sonuç'),
  bye: tx('bye', 'bay'),
  players: tx('Players', 'Oyuncular'),
  status: tx('Status', 'Durum'),
  setStatus: tx('Record', 'Kaydet'),
  statusActive: tx('active', 'aktif'),
  statusWithdrawn: tx('withdrawn from round', 'turdan itibaren çekildi'),
  statusAbsent: tx('absent in round', 'turda yok'),
  statusHalfBye: tx('half-point bye in round', 'turda yarım puan bay'),
  absences: tx('Absences and withdrawals', 'Gelmeyenler ve çekilenler'),
  player: tx('Player', 'Oyuncu'),
  undo: tx('Undo last round', 'Son turu geri al'),
  exportTrf: tx('Export TRF', 'TRF dışa aktar'),
  exportCrosstable: tx('Export crosstable', 'Çapraz tabloyu dışa aktar'),
  exportSite: tx('Download the event\'s site (one HTML file)', 'Yarışma sayfasını indir (tek HTML dosyası)'),
  siteNotDoubleSwiss: tx('The event\'s site is not made for a Double-Swiss event yet (its standings count per game).', 'Çift İsviçre yarışmasının sayfası henüz hazırlanamıyor (sıralaması oyun başına sayılır).'),
  print: tx('Print pairing cards', 'Eşlendirme kartlarını yazdır'),
  refresh: tx('Re-read workbook', 'Çalışma kitabını yeniden oku'),
  tools: tx('Tools', 'Araçlar'),
  settings: tx('Settings', 'Ayarlar'),
  tiebreaks: tx('Tie-breaks (in order)', 'Eşitlik bozma (sırayla)'),
  rules: tx('Tie-break rules', 'Eşitlik bozma kuralları'),
  rulesAuto: tx('auto: by start date', 'otomatik: başlangıç tarihine göre'),
  startDate: tx('Start date', 'Başlangıç tarihi'),
  saveSettings: tx('Save settings', 'Ayarları kaydet'),
  ready: tx('Ready.', 'Hazır.'),
  noTournament: tx('No tournament in this workbook yet: start one below.', 'Bu çalışma kitabında henüz turnuva yok: aşağıdan başlatın.'),
} as const;

export const MSG = {
  loaded: (players: number, rounds: number) => tx(`${players} players, ${rounds} rounds recorded.`, `${players} oyuncu, ${rounds} tur kayıtlı.`),
  created: (players: number, next: Text) => tx(`Tournament created with ${players} players. ${next.en}`, `${players} oyunculu turnuva oluşturuldu. ${next.tr}`),
  roundRobinRounds: (players: number, rounds: number, asked?: number) => tx(
    `A round robin of ${players} players plays the ${rounds} rounds of its Berger table: the number of rounds is ${rounds}${asked !== undefined ? ` (the form said ${asked})` : ''}.`,
    `${players} oyunculu döner turnuva Berger tablosunun ${rounds} turunu oynar: tur sayısı ${rounds}${asked !== undefined ? ` (formda ${asked})` : ''}.`),
  stepAddPlayers: tx('Next: type the players on the Players sheet (No, Name, rating, …) or fill them from the rating list, then pair round 1.', 'Sıradaki: oyuncuları Players sayfasına yazın (No, Ad, reyting, …) ya da reyting listesinden doldurun, sonra 1. turu eşlendirin.'),
  stepPair: (round: number) => tx(`Next: pair round ${round}.`, `Sıradaki: ${round}. turu eşlendirin.`),
  stepPairMatch: (match: number) => tx(`Next: pair match ${match}.`, `Sıradaki: ${match}. maçı eşlendirin.`),
  stepResults: (round: number) => tx(`Next: enter the results of round ${round}.`, `Sıradaki: ${round}. turun sonuçlarını girin.`),
  stepResultsMatch: (match: number, round: number) => tx(`Next: enter the results of match ${match} (sheet Round ${round}).`, `Sıradaki: ${match}. maçın sonuçlarını girin (Round ${round} sayfası).`),
  stepDone: tx('Every round is paired: print the standings or export the TRF.', 'Bütün turlar eşlendirildi: sıralamayı yazdırın ya da TRF dışa aktarın.'),
  pairedMatch: (match: number, boards: number) => tx(`Match ${match} proposed: ${boards} boards, two games each (sheets Round ${2 * match - 1} and Round ${2 * match}). Check it, then accept or redo.`, `${match}. maç önerildi: ${boards} masa, her biri iki oyun (Round ${2 * match - 1} ve Round ${2 * match} sayfaları). Kontrol edip onaylayın ya da yeniden eşlendirin.`),
  acceptedMatch: (match: number) => tx(`Match ${match} written to the sheets "Round ${2 * match - 1}" (game 1) and "Round ${2 * match}" (game 2).`, `${match}. maç "Round ${2 * match - 1}" (1. oyun) ve "Round ${2 * match}" (2. oyun) sayfalarına yazıldı.`),
  undoneMatch: (match: number) => tx(`Match ${match} removed (both games); the workbook is as it was before it was paired.`, `${match}. maç (iki oyunu) silindi; çalışma kitabı eşlendirmeden önceki haline döndü.`),
  fileSystemUnknown: (why: Text) => tx(`The file names a pairing system Hakem does not have: ${why.en}. Choose the system in the form and create again; nothing was written.`, `Dosya Hakem'de olmayan bir eşlendirme sistemi adlandırıyor: ${why.tr}. Formda sistemi seçip yeniden oluşturun; hiçbir şey yazılmadı.`),
  accelerationRefused: (what: string, system: Text) => tx(`Refused, nothing written: the event asks for ${what}, which ${system.en} does not apply (C.04.7; in Hakem only the FIDE Dutch system C.04.3 does). Choose that system, or remove the acceleration.`, `Reddedildi, hiçbir şey yazılmadı: turnuva ${what} istiyor; ${system.tr} bunu uygulamaz (C.04.7; Hakem'de yalnız FIDE Hollanda sistemi C.04.3 uygular). O sistemi seçin ya da hızlandırmayı kaldırın.`),
  paired: (round: number, boards: number) => tx(`Round ${round} proposed: ${boards} boards. Check it, then accept or redo.`, `${round}. tur önerildi: ${boards} masa. Kontrol edip onaylayın ya da yeniden eşlendirin.`),
  accepted: (round: number) => tx(`Round ${round} written to the sheet "Round ${round}".`, `${round}. tur "Round ${round}" sayfasına yazıldı.`),
  discarded: tx('Proposal discarded; nothing was written.', 'Öneri bırakıldı; hiçbir şey yazılmadı.'),
  resultsSavedGame: (label: Text, round: number) => tx(`Results of ${label.en} (sheet Round ${round}) saved; crosstable and standings updated.`, `${label.tr} (Round ${round} sayfası) sonuçları kaydedildi; çapraz tablo ve sıralama güncellendi.`),
  resultsSaved: (round: number) => tx(`Results of round ${round} saved; crosstable and standings updated.`, `${round}. tur sonuçları kaydedildi; çapraz tablo ve sıralama güncellendi.`),
  undone: (round: number) => tx(`Round ${round} removed; the workbook is as it was before it was paired.`, `${round}. tur silindi; çalışma kitabı eşlendirmeden önceki haline döndü.`),
  nothingToUndo: tx('There is no round to undo.', 'Geri alınacak tur yok.'),
  confirmUndo: (round: number) => tx(`Round ${round} has results. Remove the round with its results?`, `${round}. turun sonuçları var. Tur sonuçlarıyla birlikte silinsin mi?`),
  statusSaved: (no: number) => tx(`Status of player ${no} recorded.`, `${no} numaralı oyuncunun durumu kaydedildi.`),
  exported: (file: string) => tx(`Saved ${file}.`, `${file} kaydedildi.`),
  writeFailed: (why: string) => tx(`Nothing was changed: the write failed (${why}).`, `Hiçbir şey değişmedi: yazma başarısız oldu (${why}).`),
  problems: tx('The workbook has problems; nothing was paired or written:', 'Çalışma kitabında sorunlar var; eşlendirme yapılmadı, hiçbir şey yazılmadı:'),
  pairingFailed: tx('No legal pairing:', 'Kurala uygun eşlendirme yok:'),
  pairingStopped: tx('Not paired: the search gave up before finding the pairing, so a legal pairing may exist. Next: pair this round by hand on its round sheet, or with another program. The search:', 'Eşlendirilmedi: arama eşlendirmeyi bulamadan durdu; kurallara uygun bir eşlendirme olabilir. Sıradaki: bu turu tur sayfasında elle ya da başka bir programla eşlendirin. Arama:'),
  unknownSystem: (id: string) => tx(`Unknown pairing system "${id}".`, `Bilinmeyen eşlendirme sistemi "${id}".`),
  roundHasResults: (round: number) => tx(`Round ${round} already has results; it is not paired again. Undo it first.`, `${round}. turun sonuçları var; yeniden eşlendirilmez. Önce geri alın.`),
  previousIncomplete: (round: number, cells: string) => tx(`Round ${round} is not finished: no result in ${cells}.`, `${round}. tur bitmedi: ${cells} hücrelerinde sonuç yok.`),
  allRoundsPaired: (rounds: number) => tx(`All ${rounds} rounds are paired.`, `${rounds} turun hepsi eşlendirildi.`),
  trfReadFailed: (why: string) => tx(`The TRF file could not be read: ${why}`, `TRF dosyası okunamadı: ${why}`),
  fileTiebreaksNotComputed: (record: string, unknown: string[], used: string[]) => tx(
    `The file's ${record} record names tie-breaks Hakem does not compute (${unknown.join(', ')}): Settings start with ${used.join(', ')} instead. Next: check the tie-breaks on Settings against the event's regulations.`,
    `Dosyanın ${record} kaydı Hakem'in hesaplamadığı eşitlik bozmaları adlandırıyor (${unknown.join(', ')}): Ayarlar bunların yerine ${used.join(', ')} ile başlıyor. Sıradaki: Ayarlar'daki eşitlik bozmaları yarışma yönergesiyle karşılaştırın.`,
  ),
  trfOwnPointValues: (values: Text) => tx(
    `The TRF file could not be taken in: it gives its own point values (${values.en}), which the workbook does not keep yet. Nothing was changed. Next: pair or rank it on the command line (hakem pair FILE.trf, hakem standings FILE.trf), which counts them.`,
    `TRF dosyası alınamadı: dosya kendi puan değerlerini veriyor (${values.tr}); çalışma kitabı bunları henüz tutmuyor. Hiçbir şey değişmedi. Sıradaki: komut satırında eşlendirin ya da sıralayın (hakem pair DOSYA.trf, hakem standings DOSYA.trf); orada sayılır.`,
  ),
  trfRankOrder: () => tx(
    'The TRF file could not be taken in: it asks (XXC rank) to pair by the order of its 001 lines, which are not in the order of their pairing numbers, and the workbook does not keep that order yet. Nothing was changed. Next: pair it on the command line (hakem pair FILE.trf), which follows it.',
    'TRF dosyası alınamadı: dosya (XXC rank) eşlendirmenin 001 satırlarının sırasıyla yapılmasını istiyor; bu sıra başlangıç numaralarının sırası değil ve çalışma kitabı onu henüz tutmuyor. Hiçbir şey değişmedi. Sıradaki: komut satırında eşlendirin (hakem pair DOSYA.trf); orada bu sıra izlenir.',
  ),
  noPlayers: tx('The Players sheet has no players.', 'Oyuncular (Players) sayfasında oyuncu yok.'),
  pendingProposal: tx('A proposed pairing is waiting: accept or redo it first.', 'Bekleyen bir eşlendirme önerisi var: önce onaylayın ya da yeniden eşlendirin.'),
  apartNeedsTwo: tx('Name two or more different players who must not meet (e.g. "3 7").', 'Karşılaşmaması gereken iki ya da daha fazla farklı oyuncu yazın (örneğin "3 7").'),
  apartSaved: (n: number) => tx(`Players who must not meet: ${n} group(s), on the sheet "Must not meet"; pairing keeps them apart.`, `Karşılaşmayacak oyuncular: ${n} grup, "Must not meet" sayfasında; eşlendirme onları ayırır.`),
  settingsSaved: tx('Settings saved; standings updated.', 'Ayarlar kaydedildi; sıralama güncellendi.'),
  staleProposal: tx('The workbook changed since the pairing was proposed; pair again.', 'Öneriden sonra çalışma kitabı değişti; yeniden eşlendirin.'),
};

/** Problems found reading the workbook, each naming its cell. */
export interface Problem {
  /** `Sheet!A1` */
  cell: string;
  message: Text;
}

export const PROBLEM = {
  notANumber: (what: Text, found: unknown) => tx(`${what.en} must be a whole number, found "${String(found)}"`, `${what.tr} tam sayı olmalı, "${String(found)}" bulundu`),
  duplicateNo: (no: number, first: string) => tx(`pairing number ${no} appears twice (first at ${first})`, `${no} sıra numarası iki kez geçiyor (ilki ${first})`),
  awaitingList: (rows: number[]) => tx(
    `${rows.length === 1 ? `Row ${rows[0]} has` : `Rows ${rows.join(', ')} have`} a FIDE ID and no name yet: open "FIDE rating list" and press "Fill from list" (or type the names).`,
    `${rows.length === 1 ? `${rows[0]}. satırda` : `${rows.join(', ')}. satırlarda`} FIDE kimliği var, ad henüz yok: "FIDE reyting listesi" bölümünü açıp "Listeden doldur" düğmesine basın (ya da adları yazın).`),
  missingName: tx('the player has no name', 'oyuncunun adı yok'),
  badRating: (found: unknown) => tx(`a rating must be a number, found "${String(found)}"`, `kuvvet puanı sayı olmalı, "${String(found)}" bulundu`),
  badStatus: (found: string) => tx(`cannot read the status "${found}"; write e.g. "withdrawn from round 4", "absent in round 4", "half-point bye in round 4"`, `"${found}" durumu okunamadı; örneğin "4. turdan itibaren çekildi", "4. turda yok", "4. turda yarım puan bay" yazın`),
  unknownPlayer: (no: number) => tx(`unknown player ${no}: not on the Players sheet`, `bilinmeyen oyuncu ${no}: Oyuncular (Players) sayfasında yok`),
  twiceInRound: (no: number, first: string) => tx(`player ${no} appears twice in the round (also at ${first})`, `${no} numaralı oyuncu turda iki kez geçiyor (ayrıca ${first})`),
  duplicateBoard: (board: number, first: string) => tx(`board ${board} appears twice (also at ${first})`, `${board}. masa iki kez geçiyor (ayrıca ${first})`),
  selfGame: (no: number) => tx(`player ${no} cannot play themself`, `${no} numaralı oyuncu kendisiyle oynayamaz`),
  badResult: (found: string) => tx(`cannot read the result "${found}"; use 1-0, 0-1, 1/2-1/2, +--, --+, -- or 0-0`, `"${found}" sonucu okunamadı; 1-0, 0-1, 1/2-1/2, +--, --+, -- ya da 0-0 kullanın`),
  notMirrored: (white: string, black: string) => tx(`the results "${white}" (white) and "${black}" (black) do not mirror each other`, `"${white}" (beyaz) ve "${black}" (siyah) sonuçları birbirini tutmuyor`),
  badCode: (found: string) => tx(`cannot read the bye/absence code "${found}"; use U (pairing bye), F, H, Z, + or -`, `"${found}" bay/gelmeme kodu okunamadı; U (bay), F, H, Z, + ya da - kullanın`),
  badSetting: (key: string, found: unknown, expected: string) => tx(`setting "${key}" cannot be "${String(found)}"; expected ${expected}`, `"${key}" ayarı "${String(found)}" olamaz; beklenen: ${expected}`),
  roundGap: (found: number, expected: number) => tx(`round sheets must run 1, 2, 3, …: found round ${found} where round ${expected} should be`, `tur sayfaları 1, 2, 3, … diye gitmeli: ${expected}. tur yerine ${found}. tur bulundu`),
  absentButPaired: (no: number, round: number, where: string) => tx(`player ${no} is marked absent in round ${round}, but ${where} pairs them`, `${no} numaralı oyuncu ${round}. turda yok diye işaretli, ama ${where} onu eşlendiriyor`),
  withdrawnButPaired: (no: number, round: number, where: string) => tx(`player ${no} withdrew from round ${round}, but ${where} pairs them`, `${no} numaralı oyuncu ${round}. turdan itibaren çekildi, ama ${where} onu eşlendiriyor`),
  resultsBeforePairing: (round: number) => tx(`round ${round} has results while an earlier round is not finished`, `önceki tur bitmeden ${round}. turun sonuçları var`),
};

export function say(text: Text, lang: Lang): string {
  return text[lang];
}

/** The words of each event type and of a file read into the new-tournament form (issue 25). */
export const EVENT_UI = {
  matches: tx('Matches', 'Maçlar'),
  statusFullBye: tx('full-point bye in round', 'turda tam puan bay'),
  match: tx('Match', 'Maç'),
  gameSheets: (n: number) => tx(`${n} game sheets, two per match`, `${n} oyun sayfası, maç başına iki`),
  pairMatch: (match: number) => tx(`Pair match ${match}`, `${match}. maçı eşlendir`),
  matchHeading: (match: number, round: number) => tx(`Match ${match} (game 1: Round ${round}, game 2: Round ${round + 1})`, `${match}. maç (1. oyun: Round ${round}, 2. oyun: Round ${round + 1})`),
  pabMatch: (pts: string) => tx(`bye: ${pts} points for the match (C.04.5 1.4)`, `bay: maç için ${pts} puan (C.04.5 1.4)`),
  byeMatch: (code: string, pts: string) => tx(`${code === 'H' ? 'half-point bye' : code === 'F' ? 'full-point bye' : 'absent'}: ${pts} for the match`, `${code === 'H' ? 'yarım puan bay' : code === 'F' ? 'tam puan bay' : 'gelmedi'}: maç için ${pts}`),
  inForce: (name: string) => tx(`The file's, else the edition in force (${name})`, `Dosyadaki, yoksa yürürlükteki metin (${name})`),
  pairsBy: (used: Text) => tx(`Pairs by ${used.en}.`, `Eşlendirme: ${used.tr}.`),
  pairedBy: (name: Text) => tx(`Paired by ${name.en}.`, `Eşlendiren: ${name.tr}.`),
  fileRead: (name: string, f: { team: boolean; doubleSwiss: boolean; announced: number; acceleration?: string; apart?: number; startDate?: string; endDate?: string }) => tx(
    `${name}: ${f.team ? 'a team file (its settings are read from it)' : f.doubleSwiss ? 'a Double-Swiss file (192 FIDE_DOUBLESWISS: two rounds a match)' : 'read'}.${f.startDate ? ` Dates (042/052): ${f.startDate}${f.endDate ? ` – ${f.endDate}` : ''}.` : ' No start date (042): the rules in force today.'}${f.announced ? ` ${f.announced} bye(s) or absence(s) announced for the next ${f.doubleSwiss ? 'match' : 'round'}: kept as statuses.` : ''}${f.acceleration ? ` Acceleration: ${f.acceleration}.` : ''}${f.apart ? ` ${f.apart} group(s) who must not meet.` : ''} Each field below says whether the file states it.`,
    `${name}: ${f.team ? 'takım dosyası (ayarları dosyadan okunur)' : f.doubleSwiss ? 'Double-Swiss dosyası (192 FIDE_DOUBLESWISS: maç başına iki tur)' : 'okundu'}.${f.startDate ? ` Tarihler (042/052): ${f.startDate}${f.endDate ? ` – ${f.endDate}` : ''}.` : ' Başlangıç tarihi (042) yok: bugün yürürlükteki kurallar.'}${f.announced ? ` Sonraki ${f.doubleSwiss ? 'maç' : 'tur'} için ${f.announced} bay/gelmeme bildirilmiş: durum olarak tutulur.` : ''}${f.acceleration ? ` Hızlandırma: ${f.acceleration}.` : ''}${f.apart ? ` Karşılaşmayacak ${f.apart} grup.` : ''} Aşağıdaki her alan dosyada yazıp yazmadığını söyler.`),
  /** A TRF file that is not UTF-8 (engine/trf/encoding.ts decides, as the CLI does): the encoding assumed, and why. */
  encodingRead: (name: string, encoding: string, turkishLetters: boolean) => tx(
    `${name}: not UTF-8; read as ${encoding}${turkishLetters ? ' (it has bytes that are Turkish letters only in Windows-1254)' : ' (it has no byte only Turkish letters use)'}. If the names look wrong, choose the file's encoding below.`,
    `${name}: UTF-8 değil; ${encoding} olarak okundu${turkishLetters ? ' (yalnızca Windows-1254\'te Türkçe harf olan baytlar içeriyor)' : ' (yalnızca Türkçe harflerin kullandığı bir bayt yok)'}. İsimler yanlış görünüyorsa aşağıdan dosyanın kodlamasını seçin.`),
  encodingUtf16: (name: string, encoding: string) => tx(`${name}: read as ${encoding}; TRF files are usually UTF-8.`, `${name}: ${encoding} olarak okundu; TRF dosyaları genellikle UTF-8'dir.`),
  encodingChosen: (name: string, encoding: string) => tx(`${name}: read as ${encoding}, as chosen.`, `${name}: seçildiği gibi ${encoding} olarak okundu.`),
  encodingLabel: tx('Encoding of the file', 'Dosyanın kodlaması'),
  encodingAuto: tx('found from the file', 'dosyadan bulunur'),
  stated: (value: string, record: string) => tx(`From the file (${record}): ${value}.`, `Dosyadan (${record}): ${value}.`),
  statedMatches: (matches: number, rounds: number, record: string) => tx(`From the file (${record} ${rounds}): ${matches} matches.`, `Dosyadan (${record} ${rounds}): ${matches} maç.`),
  /** E.5: a file without XXC / 152 whose round 1 was played: the colour read from it, as `hakem pair` reads it. */
  colourPlayed: (colour: string, round: number, player: number, playerColour: string) => tx(
    `Not in the file (no XXC / 152): round ${round} as played shows ${colour} (player ${player} had ${playerColour}).`,
    `Dosyada yok (XXC / 152 yok): oynanan ${round}. tur ${colour} gösteriyor (${player} numara ${playerColour} oynadı).`),
  disagreePlayed: (colour: string, round: number, form: string) => tx(
    `The file has no XXC / 152, but round ${round} as played shows ${colour} as the colour of player 1 in round 1; the form says ${form}. Use the form's ${form}? (No keeps ${colour}, as the rounds show it.)`,
    `Dosyada XXC / 152 yok, ama oynanan ${round}. tur 1. turda 1 numaranın rengini ${colour} gösteriyor; formda ${form}. Formdaki ${form} kullanılsın mı? (Hayır: turların gösterdiği ${colour} kalır.)`),
  notStated: tx('Not in the file: the value above is the form\'s (yours).', 'Dosyada yok: yukarıdaki değer formun (sizin) değeri.'),
  notStatedSystem: (name: string) => tx(`Not in the file: the edition in force, ${name}, unless you choose another.`, `Dosyada yok: başka seçmezseniz yürürlükteki metin, ${name}.`),
  unknownSystem: (record: string) => tx(`The file names a system Hakem does not have (${record}): choose one.`, `Dosyada Hakem'de olmayan bir sistem var (${record}): birini seçin.`),
  disagree: (field: string, file: string, form: string) => tx(`The file states ${field} ${file}; the form says ${form}. Use the form's ${form}? (No keeps the file's ${file}.)`, `Dosyada ${field} ${file}; formda ${form}. Formdaki ${form} kullanılsın mı? (Hayır: dosyadaki ${file} kalır.)`),
  fieldRounds: tx('the number of rounds', 'tur sayısı'),
  fieldMatches: tx('the number of matches', 'maç sayısı'),
  fieldColour: tx('the colour of player 1 in round 1', '1. turda 1 numaranın rengi'),
  fieldSystem: tx('the pairing system', 'eşlendirme sistemi'),
  chosenOverFile: (file: string, chosen: string) => tx(`The file states ${file}; you chose ${chosen}: you will be asked which stands.`, `Dosyada ${file}; siz ${chosen} seçtiniz: hangisinin geçerli olacağı sorulacak.`),
  chosenInstead: (what: string) => tx(`You chose instead of the file: ${what}. Written to Settings.`, `Dosya yerine seçtiğiniz: ${what}. Ayarlara yazıldı.`),
  constraints: tx('Acceleration and players who must not meet', 'Hızlandırma ve karşılaşmayacak oyuncular'),
  apartHelp: tx('Players who must not meet (TRF XXP, or 260 for some rounds); the sheet "Must not meet" holds them, one group a row.', 'Karşılaşmaması gereken oyuncular (TRF XXP, bazı turlar için 260); "Must not meet" sayfasında, satır başına bir grup.'),
  accelHelp: tx('Acceleration (C.04.7): the Baku method, or virtual points by rows of the sheet "Acceleration" (TRF 250: points, rounds, players). Only the FIDE Dutch system C.04.3 applies it.', 'Hızlandırma (C.04.7): Bakü yöntemi ya da "Acceleration" sayfasının satırlarıyla sanal puan (TRF 250: puan, turlar, oyuncular). Yalnız FIDE Hollanda sistemi C.04.3 uygular.'),
  roundsRange: (a: number, b: number) => tx(b >= 999 ? `from round ${a}` : `rounds ${a}–${b}`, b >= 999 ? `${a}. turdan itibaren` : `${a}–${b}. turlar`),
  fromRound: tx('from round', 'ilk tur'),
  toRound: tx('to round', 'son tur'),
  add: tx('Add', 'Ekle'),
  points: tx('Virtual points', 'Sanal puan'),
  baku: tx('Baku acceleration', 'Bakü hızlandırması'),
  none: tx('none', 'yok'),
  bakuOn: tx('Baku acceleration (C.04.7)', 'Bakü hızlandırması (C.04.7)'),
  virtualPoints: (n: number) => tx(`virtual points: ${n} line(s) (Acceleration sheet)`, `sanal puan: ${n} satır (Acceleration sayfası)`),
  apartCount: (n: number) => tx(`${n} group(s) who must not meet`, `karşılaşmayacak ${n} grup`),
};

/** Editing a proposed round (addin/taskpane/editProposal.ts). */
export const EDIT_UI = {
  edit: tx('Change this pairing…', 'Bu eşlendirmeyi değiştir…'),
  check: tx('Mark my changes', 'Değişikliklerimi değerlendir'),
  cancel: tx('Back to the proposal', 'Öneriye dön'),
  acceptChanged: tx('Accept as changed', 'Değiştirildiği gibi kabul et'),
  swap: tx('Exchange the colours of this board', 'Bu masanın renklerini değiştir'),
  colours: tx('colours', 'renkler'),
  right: tx('Marked right: as good as the system\'s own pairing.', 'Doğru: sistemin kendi eşlendirmesi kadar iyi.'),
  notAPairing: tx('Not a pairing, nothing written:', 'Bu bir eşlendirme değil, hiçbir şey yazılmadı:'),
  recorded: tx('Changed by the arbiter: recorded on the Settings sheet and in the exported TRF (a ### line).', 'Hakem tarafından değiştirildi: Settings sayfasına ve dışa aktarılan TRF\'ye (### satırı) kaydedildi.'),
};

/** Nothing is lost (issue 34): replacing an event, bringing it back, the events the standalone page keeps, .xlsx. */
export const KEEP_UI = {
  summary: (players: number, rounds: number, resultsOf?: number) => tx(
    `${players} players, ${rounds ? `${rounds} round${rounds === 1 ? '' : 's'}` : 'no round paired'}${resultsOf ? `, results of round ${resultsOf}` : ''}`,
    `${players} oyuncu, ${rounds ? `${rounds} tur` : 'eşlendirilmiş tur yok'}${resultsOf ? `, ${resultsOf}. turun sonuçları` : ''}`),
  teamSummary: (teams: number, rounds: number, resultsOf?: number) => tx(
    `${teams} teams, ${rounds ? `${rounds} round${rounds === 1 ? '' : 's'}` : 'no round paired'}${resultsOf ? `, results of round ${resultsOf}` : ''}`,
    `${teams} takım, ${rounds ? `${rounds} tur` : 'eşlendirilmiş tur yok'}${resultsOf ? `, ${resultsOf}. turun sonuçları` : ''}`),
  confirmReplace: (name: string, summary: Text) => tx(
    `This replaces the event in the workbook${name ? ` "${name}"` : ''}: ${summary.en}. A copy of it is kept, and "Bring back the replaced event" puts it back. Replace it?`,
    `Bu işlem çalışma kitabındaki turnuvanın${name ? ` ("${name}")` : ''} yerini alır: ${summary.tr}. Bir kopyası saklanır; "Değiştirilen turnuvayı geri getir" onu geri koyar. Değiştirilsin mi?`),
  unreadable: (sheets: string) => tx(`the sheets ${sheets}, which Hakem cannot read as they stand`, `${sheets} sayfaları (Hakem şu hâlleriyle okuyamıyor)`),
  notReplaced: tx('Nothing was changed: the event stays as it was.', 'Hiçbir şey değişmedi: turnuva olduğu gibi duruyor.'),
  kept: (summary: Text) => tx(`The event replaced (${summary.en}) is kept: "Bring back the replaced event" puts it back.`, `Değiştirilen turnuva (${summary.tr}) saklandı: "Değiştirilen turnuvayı geri getir" onu geri koyar.`),
  keepFailed: (why: string) => tx(`Nothing was changed: a copy of the event could not be kept (${why}).`, `Hiçbir şey değişmedi: turnuvanın kopyası saklanamadı (${why}).`),
  bringBack: tx('Bring back the replaced event', 'Değiştirilen turnuvayı geri getir'),
  confirmBringBack: (name: string, summary: Text, current?: Text) => tx(
    `Bring back${name ? ` "${name}"` : ''} (${summary.en})?${current ? ` The event now in the workbook (${current.en}) is kept in its place, so this can be undone too.` : ''}`,
    `${name ? `"${name}" ` : ''}(${summary.tr}) geri getirilsin mi?${current ? ` Şu an çalışma kitabındaki turnuva (${current.tr}) onun yerine saklanır; bu da geri alınabilir.` : ''}`),
  broughtBack: (name: string, summary: Text) => tx(`Brought back${name ? ` "${name}"` : ''}: ${summary.en}.`, `Geri getirildi${name ? ` ("${name}")` : ''}: ${summary.tr}.`),
  nothingKept: tx('No replaced event is kept.', 'Saklanan, yerine geçilmiş bir turnuva yok.'),
  keptUnreadable: tx('The kept copy could not be read; nothing was changed.', 'Saklanan kopya okunamadı; hiçbir şey değişmedi.'),
  newTournamentOpen: tx('New tournament…', 'Yeni turnuva…'),
  // the standalone page's list of events and its .xlsx files
  events: tx('Events kept in this browser', 'Bu tarayıcıda saklanan turnuvalar'),
  eventsHelp: tx('Every change is saved in this browser as you work; nothing is sent anywhere.', 'Her değişiklik çalışırken bu tarayıcıya kaydedilir; hiçbir yere gönderilmez.'),
  openNow: tx('open now', 'şu an açık'),
  replacedAt: (time: string) => tx(`replaced ${time}`, `${time} değiştirildi`),
  savedAt: (time: string) => tx(`saved ${time}`, `${time} kaydedildi`),
  open: tx('Open', 'Aç'),
  remove: tx('Delete…', 'Sil…'),
  untitled: tx('untitled', 'adsız'),
  noEvent: tx('no event', 'turnuva yok'),
  confirmDelete: (name: string, summary: Text) => tx(
    `Delete "${name}" (${summary.en}) from this browser? This cannot be undone: save it as .xlsx or TRF first if it may be needed.`,
    `"${name}" (${summary.tr}) bu tarayıcıdan silinsin mi? Bu geri alınamaz: gerekebilecekse önce .xlsx ya da TRF olarak kaydedin.`),
  deleted: (name: string) => tx(`"${name}" deleted from this browser.`, `"${name}" bu tarayıcıdan silindi.`),
  opened: (name: string) => tx(`"${name}" opened; the event open before stays in the list.`, `"${name}" açıldı; önceki turnuva listede duruyor.`),
  yes: tx('Yes', 'Evet'),
  no: tx('No', 'Hayır'),
  saveXlsx: tx('Save as .xlsx', '.xlsx olarak kaydet'),
  openXlsx: tx('Open an .xlsx file', '.xlsx dosyası aç'),
  xlsxSaved: (file: string) => tx(`Saved ${file}: it opens in Excel with the same sheets.`, `${file} kaydedildi: Excel'de aynı sayfalarla açılır.`),
  xlsxOpened: (file: string) => tx(`Opened ${file} as a new event; the event open before stays in the list.`, `${file} yeni turnuva olarak açıldı; önceki turnuva listede duruyor.`),
  xlsxFailed: (file: string, why: string) => tx(`${file} could not be read: ${why}. Nothing was changed.`, `${file} okunamadı: ${why}. Hiçbir şey değişmedi.`),
  storeUnavailable: (why: string) => tx(
    `This browser does not keep events (${why}): save the event as .xlsx or TRF before closing the tab.`,
    `Bu tarayıcı turnuvaları saklamıyor (${why}): sekmeyi kapatmadan önce turnuvayı .xlsx ya da TRF olarak kaydedin.`),
  saveFailed: (why: string) => tx(`The last change could not be saved in this browser (${why}): save the event as .xlsx or TRF.`, `Son değişiklik bu tarayıcıya kaydedilemedi (${why}): turnuvayı .xlsx ya da TRF olarak kaydedin.`),
};
