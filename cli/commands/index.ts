/** The `hakem` commands. Each lives in its own file and is listed here once. */
import type { Command } from './types';
import { pair } from './pair';
import { check } from './check';
import { convert } from './convert';
import { render } from './render';
import { workbook } from './workbook';
import { ratings } from './ratings';
import { standings } from './standings';
import { doubleSwiss } from './double-swiss';
import { generate } from './generate';
import { norms } from './norms';
import { mark } from './mark';
import { exercise } from './exercise';
import { players } from './players';
import { publish } from './publish';

export const COMMANDS: Command[] = [pair, check, generate, convert, render, workbook, ratings, standings, doubleSwiss, norms, mark, exercise, players, publish];
