import { Command } from 'commander';
import { ENGINE_VERSION } from '@marshal/core';
import { commandModules } from './commands/index';

export function buildProgram(): Command {
  const program = new Command('marshal')
    .description('Marshal: referee, companion and simulator for BattleTech-family tabletop wargames')
    .version(ENGINE_VERSION)
    .showHelpAfterError();
  for (const register of commandModules) register(program);
  return program;
}
