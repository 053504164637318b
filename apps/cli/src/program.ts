import { Command } from 'commander';
import { ENGINE_VERSION } from '@marshal/core';
import { commandModules } from './commands/index';

export function buildProgram(): Command {
  const program = new Command('marshal')
    .description('Marshal: referee, companion and simulator for BattleTech-family tabletop wargames')
    .version(ENGINE_VERSION)
    .showHelpAfterError()
    .addHelpText(
      'after',
      '\nA refused input prints one line naming its file and line (exit 2). An unexpected error prints one line and a hint\nto report it (exit 70); add --verbose to any command, or set MARSHAL_DEBUG=1, to see its stack trace.',
    );
  for (const register of commandModules) register(program);
  return program;
}
