import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { buildProgramFor, lazyCommandAreas } from './lazy-program';

describe('commands that load on their own', () => {
  it('name exactly the top-level commands their area registers', async () => {
    for (const area of lazyCommandAreas) {
      const program = new Command('x');
      (await area.load())(program);
      expect(program.commands.map((c) => c.name())).toEqual(area.names);
    }
  });

  it('build only that area for its command, and every area otherwise', async () => {
    const names = async (...args: string[]) => (await buildProgramFor(['node', 'marshal', ...args])).commands.map((c) => c.name());
    expect(await names('serve', '--demo')).toEqual(['serve']);
    expect(await names('--verbose', 'serve')).toEqual(['serve']);
    expect(await names('roll', '2d6')).toEqual(expect.arrayContaining(['serve', 'roll', 'mission', 'tournament']));
    expect(await names('--help')).toEqual(expect.arrayContaining(['serve', 'roll']));
  });
});
