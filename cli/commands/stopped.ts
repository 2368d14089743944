/** The TRF-2026 comment (###) a generated file that stopped at a round with no legal pairing (or whose search gave up) ends with. */
export function stoppedComment(where: string, reason: string, held: string, gaveUp = false): string {
  return `### hakem generate: ${gaveUp ? 'the pairing search gave up in' : 'no legal pairing in'} ${where}: ${reason.replace(/\s+/g, ' ').replace(/\.$/, '')}; the file holds ${held} as paired, and the absences announced for ${where}`;
}
