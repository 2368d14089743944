/** The articles the marker cites, per system, in the documents' numbering. */
export interface Citations {
  /** Two players (teams) meet twice, or a pair the file forbids. */
  rematch: string;
  /** A pairing-allocated bye to someone who may not have it. */
  bye: string;
  colourDifference?: string;
  threeInARow?: string;
  /** The colour allocation rules. */
  colours: string;
  /** The order of the boards; none where the system's text gives none (Lim, the books' Dubov and Burstein): not marked. */
  boardOrder?: string;
  /** How the system decides between pairings its criteria do not separate. */
  procedure: string;
  /** Put before the rule of an explanation step that names the article alone ('C.4' in the 1992-2009 Dutch). */
  stepPrefix?: string;
}

const TABLE: Record<string, Citations> = {
  dutch: { rematch: 'C.04.3 C.1', bye: 'C.04.3 C.2', colourDifference: 'C.04.3 C.3', threeInARow: 'C.04.3 C.3', colours: 'C.04.3 5', boardOrder: 'C.04.2', procedure: 'C.04.3 4' },
  'dutch-2009': { rematch: 'Dutch 1992-2009 B.1.a', bye: 'Dutch 1992-2009 B.1.b', colourDifference: 'Dutch 1992-2009 B.2', threeInARow: 'Dutch 1992-2009 B.2', colours: 'Dutch 1992-2009 E', boardOrder: 'Dutch 1992-2009 F', procedure: 'Dutch 1992-2009 C', stepPrefix: 'Dutch 1992-2009 ' },
  lim: { rematch: 'Lim 3.1', bye: 'Lim 2.2', colourDifference: 'Lim 3.1', threeInARow: 'Lim 3.1', colours: 'Lim 5', procedure: 'Lim 4-6' },
  dubov: { rematch: 'Dubov 2.1', bye: 'Dubov 2.2', colourDifference: 'Dubov 2.3', threeInARow: 'Dubov 2.4', colours: 'Dubov 5', procedure: 'Dubov 3-4' },
  'dubov-2026': { rematch: 'C.04.1', bye: 'C.04.1', colourDifference: 'C.04.1 f', threeInARow: 'C.04.1 f', colours: 'C.04.4.1', boardOrder: 'C.04.2', procedure: 'C.04.4.1' },
  burstein: { rematch: 'C.04.1', bye: 'C.04.1', colourDifference: 'Burstein 5.2', threeInARow: 'Burstein 5.3', colours: 'Burstein 5.4', procedure: 'Burstein 4' },
  'burstein-2026': { rematch: 'C.04.1', bye: 'C.04.1', colourDifference: 'C.04.1 f', threeInARow: 'C.04.1 f', colours: 'C.04.4.2', boardOrder: 'C.04.2', procedure: 'C.04.4.2' },
  'double-swiss': { rematch: 'C.04.5 [C1]', bye: 'C.04.5 [C2]', colours: 'C.04.5', boardOrder: 'C.04.2 GHR 3.6', procedure: 'C.04.5 3.6' },
  'team-swiss': { rematch: 'C.04.6 [C1]', bye: 'C.04.6 [C2]', colours: 'C.04.6 4', boardOrder: 'C.04.2 GHR 3.6', procedure: 'C.04.6 3.6' },
};

export function citations(system: string): Citations {
  return TABLE[system] ?? { rematch: 'C.04.1', bye: 'C.04.1', colours: system, procedure: system };
}

/** The Swiss systems the marker knows (the table systems pair by their table: nothing to mark but the table). */
export const MARKED_SYSTEMS = Object.keys(TABLE);

/** An explanation step's rule as the marker cites it. */
export function citeStep(system: string, rule: string | undefined): string | undefined {
  const pre = citations(system).stepPrefix;
  return rule && pre && !rule.startsWith(pre) ? pre + rule : rule;
}
