/** The TRF-2026 comment (###) a generated file that stopped at a round with no legal pairing ends with. */
export function stoppedComment(where: string, reason: string, held: string): string {
  return `### hakem generate: no legal pairing in ${where}: ${reason.replace(/\s+/g, ' ').replace(/\.$/, '')}; the file holds ${held} as paired, and the absences announced for ${where}`;
}
