/** Test helper: the bundled MegaMek unit files (data/megamek/mechfiles), read from disk. Used by tests only. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

export const MECHFILES = resolve(__dirname, '../../../data/megamek/mechfiles');

export function bundled(relativePath: string): string {
  return readFileSync(join(MECHFILES, relativePath), 'utf8');
}

export function bundledFiles(under: string, ext: '.mtf' | '.blk'): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const f of readdirSync(dir)) {
      const p = join(dir, f);
      if (statSync(p).isDirectory()) walk(p);
      else if (p.endsWith(ext)) out.push(relative(MECHFILES, p));
    }
  };
  walk(join(MECHFILES, under));
  return out.sort();
}
