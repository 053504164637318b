import type { Command } from 'commander';
import type { CommandModule } from './commands/index';
import { programWith } from './program-base';

/**
 * Top-level commands that load on their own: `marshal serve` (what `npm start` runs) reads only the server's code, not
 * every command's, so it listens sooner (docs/adr/0047). `lazy-program.test.ts` checks the names against the area.
 */
export const lazyCommandAreas: readonly { readonly names: readonly string[]; readonly load: () => Promise<CommandModule> }[] = [
  { names: ['serve'], load: async () => (await import('./commands/serve')).serveCommand },
];

/** The program for these arguments: only the named command's area when it loads on its own, otherwise every area. */
export async function buildProgramFor(argv: readonly string[]): Promise<Command> {
  const first = argv.slice(2).find((a) => !a.startsWith('-'));
  const area = lazyCommandAreas.find((a) => first !== undefined && a.names.includes(first));
  if (area) return programWith([await area.load()]);
  return (await import('./program')).buildProgram();
}
