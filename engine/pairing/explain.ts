import type { Explanation, Lang, PairingOutcome } from './types';

/** The explanation as plain text in the documents' vocabulary, one line a step. */
export function renderExplanation(e: Explanation, lang: Lang = 'en'): string {
  const out: string[] = [];
  out.push(lang === 'tr' ? `${e.round}. tur eşlendirmesi (${e.system})` : `Pairing of round ${e.round} (${e.system})`);
  for (const s of e.sections) {
    out.push('');
    out.push(s.title[lang]);
    for (const st of s.steps) out.push(`  - ${st.text[lang]}${st.rule ? ` [${st.rule}]` : ''}`);
  }
  return out.join('\n') + '\n';
}

/** bbpPairings/JaVaFo output: number of pairs, then "white black" per board, a bye as "N 0". */
export function formatPairsOutput(outcome: Extract<PairingOutcome, { ok: true }>): string {
  const p = outcome.pairing;
  // Every player of the round appears: a bye, or a round robin's free round, is "N 0" (no opponent).
  const alone = [...p.byes, ...(p.sitOut ?? [])];
  const lines = [String(p.boards.length + alone.length), ...p.boards.map((b) => `${b.white} ${b.black}`), ...alone.map((b) => `${b} 0`)];
  return lines.join('\n') + '\n';
}
