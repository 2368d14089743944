/**
 * The taskpane's sections for a team event (Swiss Team, C.04.6 2026): the proposed round (matches), the results
 * form (each match with its boards, the players' colours by 352, a result per board and the whole-match forfeit),
 * the teams' absences, the settings. Pure HTML from the state; app.ts wires the buttons.
 */
import type { Lang, Text } from '../../engine/pairing/types';
import { renderExplanation } from '../../engine/pairing/explain';
import { formatGameResult } from '../../engine/model/results';
import { teamTotals } from '../../engine/model/team';
import { halves } from '../../engine/report/notation';
import { tx } from '../i18n';
import { BOARD_RESULTS, MATCH_FORFEITS, matchScore, type TeamWorkbookState } from '../workbook/team';
import type { TeamProposal } from './team';
import { escapeHtml as h } from './print';

export const TEAM_UI = {
  teamEvent: tx('Team event (Swiss Team): empty Teams sheet', 'Takım yarışması (İsviçre Takım): boş Teams sayfası'),
  teams: tx('Teams', 'Takımlar'),
  boards: tx('Boards', 'Masa'),
  match: tx('Match', 'Maç'),
  whiteTeam: tx('White on board 1', '1. masada beyaz'),
  blackTeam: tx('Black', 'Siyah'),
  pab: tx('PAB', 'PAB'),
  forfeit: tx('whole match', 'bütün maç'),
  team: tx('Team', 'Takım'),
  print: tx('Print match cards', 'Maç kartlarını yazdır'),
  statusAbsent: tx('absent in round', 'turda yok'),
  statusWithdrawn: tx('withdrawn from round', 'turdan itibaren çekildi'),
  statusActive: tx('plays in round', 'turda oynar'),
  absences: tx('Team absences', 'Gelmeyen takımlar'),
  resultsHint: tx('Board results are White team\'s player first (1-0: the player of the team with White on board 1 won); the match result is their sum.', 'Masa sonuçlarında 1. masada beyaz olan takımın oyuncusu öncedir (1-0: o oyuncu kazandı); maç sonucu bunların toplamıdır.'),
  teamSettings: tx('Set on the Settings sheet', 'Settings sayfasında ayarlanır'),
};

const pts = (x: number) => halves(x);

export function teamSummary(s: TeamWorkbookState, t: (x: Text) => string): string {
  const e = s.event;
  return `<p id="summary"><b>${h(s.settings.info.name ?? '')}</b><br>${e.teams.length} ${h(t(TEAM_UI.teams).toLowerCase())} · ${e.settings.boardColours.length} ${h(t(TEAM_UI.boards).toLowerCase())} · ${h(t(tx('Rounds', 'Tur')))}: ${e.rounds.length}${e.totalRounds ? ` / ${e.totalRounds}` : ''} · Swiss Team (C.04.6, 2026)</p>`;
}

export function teamProposalHtml(p: TeamProposal, lang: Lang, t: (x: Text) => string, disabled: string, labels: { round: Text; accept: Text; redo: Text; explanation: Text; bye: Text }): string {
  const e = p.preview;
  const before = teamTotals({ ...e, rounds: e.rounds.filter((r) => r.number < p.round) });
  const score = (no: number) => pts(before.get(no)?.[e.settings.primary === 'MP' ? 'mp' : 'gp'] ?? 0);
  const name = (no: number) => e.teams.find((x) => x.no === no)?.name ?? '';
  const rows = p.outcome.pairing.boards.map((m, i) => `<tr><td>${i + 1}</td><td>${m.white} ${h(name(m.white))} (${score(m.white)})</td><td>${m.black} ${h(name(m.black))} (${score(m.black)})</td></tr>`).join('');
  const byes = p.outcome.pairing.byes.map((b) => `<tr class="bye"><td></td><td>${b} ${h(name(b))} (${score(b)})</td><td>${h(t(TEAM_UI.pab))}</td></tr>`).join('');
  return `<div id="proposal" class="proposal">
    <div class="proposal-boards"><h3>${h(t(labels.round))} ${p.round}</h3>
      <table id="proposal-table"><thead><tr><th>${h(t(TEAM_UI.match))}</th><th>${h(t(TEAM_UI.whiteTeam))}</th><th>${h(t(TEAM_UI.blackTeam))}</th></tr></thead><tbody>${rows}${byes}</tbody></table>
      <button id="accept" class="primary" ${disabled}>${h(t(labels.accept))}</button> <button id="redo" ${disabled}>${h(t(labels.redo))}</button>
    </div>
    <div class="proposal-explanation"><h3>${h(t(labels.explanation))}</h3><pre id="explanation">${h(renderExplanation(p.outcome.explanation, lang))}</pre></div>
  </div>`;
}

/** The results form of one round: per match its forfeit select and score, then one select per board. */
export function teamResultsHtml(s: TeamWorkbookState, roundNo: number, t: (x: Text) => string, disabled: string, labels: { results: Text; round: Text; board: Text; result: Text; save: Text }): string {
  const e = s.event;
  const round = e.rounds.find((r) => r.number === roundNo);
  if (!round) return '';
  const team = (no: number) => e.teams.find((x) => x.no === no)?.name ?? '';
  const player = (no: number) => s.players.find((p) => p.no === no)?.name ?? '';
  const options = (list: string[], current: string) => ['', ...list, ...(list.includes(current) || current === '' ? [] : [current])].map((c) => `<option value="${h(c)}" ${c === current ? 'selected' : ''}>${h(c || '…')}</option>`).join('');
  const roundOptions = e.rounds.map((r) => `<option value="${r.number}" ${r.number === roundNo ? 'selected' : ''}>${r.number}</option>`).join('');
  const body = round.matches.map((m, i) => {
    const sc = matchScore(e, m);
    const forfeit = m.forfeit ? { '+-': '+--', '-+': '--+', '--': '--' }[m.forfeit] : '';
    const scoreText = sc.gp ? `${pts(sc.gp[0])}-${pts(sc.gp[1])}` : '';
    const head = `<tr class="match-row"><td>${i + 1}</td><td><b>${m.white} ${h(team(m.white))}</b></td><td class="match-score">${h(scoreText)} <select class="result match-forfeit" title="${h(t(TEAM_UI.forfeit))}" data-match="${i + 1}" data-board="0" data-initial="${h(forfeit)}">${options(MATCH_FORFEITS, forfeit)}</select></td><td><b>${m.black} ${h(team(m.black))}</b></td></tr>`;
    const boards = m.boards.map((b) => {
      const current = m.forfeit || (b.result === '' && b.opponentResult === '') ? '' : formatGameResult(b.result, b.opponentResult);
      const cw = b.colour === 'w' ? 'W' : b.colour === 'b' ? 'B' : '';
      const cb = b.colour === 'w' ? 'B' : b.colour === 'b' ? 'W' : '';
      return `<tr class="board-row"><td>${i + 1}.${b.board}</td><td><span class="colour colour-${cw}">${cw}</span> ${b.player || ''} ${h(player(b.player))}</td><td><select class="result" data-match="${i + 1}" data-board="${b.board}" data-initial="${h(current)}">${options(BOARD_RESULTS, current)}</select></td><td><span class="colour colour-${cb}">${cb}</span> ${b.opponent || ''} ${h(player(b.opponent))}</td></tr>`;
    }).join('');
    return head + boards;
  }).join('');
  const byes = round.unpaired.map((u) => `<tr class="bye"><td></td><td>${u.team} ${h(team(u.team))}</td><td>${u.code === 'U' ? h(t(TEAM_UI.pab)) : h(u.code)}</td><td></td></tr>`).join('');
  return `<section class="section" id="results-section"><h2>${h(t(labels.results))}</h2>
    <label>${h(t(labels.round))} <select id="results-round">${roundOptions}</select></label>
    <p class="note">${h(t(TEAM_UI.resultsHint))}</p>
    <table id="results-table" class="team-results"><thead><tr><th>${h(t(labels.board))}</th><th>${h(t(TEAM_UI.whiteTeam))}</th><th>${h(t(labels.result))}</th><th>${h(t(TEAM_UI.blackTeam))}</th></tr></thead><tbody>${body}${byes}</tbody></table>
    <button id="save-results" class="primary" ${disabled}>${h(t(labels.save))}</button>
  </section>`;
}

export function teamStatusHtml(s: TeamWorkbookState, nextRound: number, t: (x: Text) => string, disabled: string, labels: { round: Text; record: Text }): string {
  return `<details class="section" id="status-section"><summary>${h(t(TEAM_UI.absences))}</summary>
    <label>${h(t(TEAM_UI.team))} <select id="status-team">${s.event.teams.map((x) => `<option value="${x.no}">${x.no}. ${h(x.name)}</option>`).join('')}</select></label>
    <label><select id="status-kind"><option value="absent">${h(t(TEAM_UI.statusAbsent))}</option><option value="withdrawn">${h(t(TEAM_UI.statusWithdrawn))}</option><option value="active">${h(t(TEAM_UI.statusActive))}</option></select></label>
    <label>${h(t(labels.round))} <input id="status-round" type="number" min="1" value="${nextRound}"></label>
    <button id="set-team-status" ${disabled}>${h(t(labels.record))}</button>
  </details>`;
}

export function teamSettingsHtml(s: TeamWorkbookState, lang: Lang, t: (x: Text) => string, disabled: string, labels: { settings: Text; rounds: Text; tiebreaks: Text; startDate: Text; save: Text }): string {
  const ts = s.event.settings;
  const facts = lang === 'tr'
    ? `${ts.boardColours.length} masa, renkler ${ts.boardColours} (352); renk tercihi ${ts.preferences === 'none' ? 'yok' : `${ts.preferences} tipi`} (1.7); birincil puan ${ts.primary}${ts.secondary ? `, ikincil ${ts.secondary}` : ''}; maç ${ts.match.W}/${ts.match.D}/${ts.match.L}, masa ${ts.game.W}/${ts.game.D}/${ts.game.L}; PAB ${ts.pab.mp} MP, ${ts.pab.gp} OP.`
    : `${ts.boardColours.length} boards, colours ${ts.boardColours} (352); ${ts.preferences === 'none' ? 'no colour preferences' : `Type ${ts.preferences} preferences`} (1.7); primary score ${ts.primary}${ts.secondary ? `, secondary ${ts.secondary}` : ''}; match ${ts.match.W}/${ts.match.D}/${ts.match.L}, board ${ts.game.W}/${ts.game.D}/${ts.game.L}; PAB ${ts.pab.mp} MP, ${ts.pab.gp} GP.`;
  return `<details class="section" id="settings-section"><summary>${h(t(labels.settings))}</summary>
    <label>${h(t(labels.rounds))} <input id="settings-rounds" type="number" min="1" max="99" value="${s.settings.totalRounds ?? ''}"></label>
    <label>${h(t(labels.tiebreaks))} <input id="settings-tiebreaks" value="${h(s.settings.tiebreaks.join(', '))}"></label>
    <label>${h(t(labels.startDate))} <input id="settings-start-date" value="${h(s.settings.info.startDate ?? '')}" placeholder="2026/03/15"></label>
    <p class="note" id="team-settings">${h(facts)} ${h(t(TEAM_UI.teamSettings))}.</p>
    <button id="save-settings" ${disabled}>${h(t(labels.save))}</button>
  </details>`;
}
