import { Command } from 'commander';
import { ENGINE_VERSION } from '@marshal/core/version';
import type { CommandModule } from './commands/index';

/** The `marshal` program with these areas' commands. */
export function programWith(modules: readonly CommandModule[]): Command {
  const program = new Command('marshal')
    .description('Marshal: referee, companion and simulator for BattleTech-family tabletop wargames')
    .version(ENGINE_VERSION)
    .showHelpAfterError()
    .addHelpText(
      'after',
      '\nA refused input prints one line naming its file and line (exit 2). An unexpected error prints one line and a hint\n' +
        'to report it (exit 70); add --verbose to any command, or set MARSHAL_DEBUG=1, to see its stack trace.',
    );
  for (const register of modules) register(program);
  return program;
}
