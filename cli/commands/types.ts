import type { CliIO } from '../io';

export interface Command {
  name: string;
  summary: string;
  usage: string;
  run(args: string[], io: CliIO): Promise<number> | number;
}
