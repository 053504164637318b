import type { Command } from 'commander';
import { commandModules } from './commands/index';
import { programWith } from './program-base';

/** The whole `marshal` program, every area's commands. */
export function buildProgram(): Command {
  return programWith(commandModules);
}
