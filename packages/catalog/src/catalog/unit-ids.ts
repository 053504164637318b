/** One id per unit file of a catalog, even where two files give a unit the same name-made id. */
import type { UnitSummary } from '../model';
import { unitId } from '../parse/common';

/** What the rule reads of each file: its unit's name-made id, tech base and kind, and the file's path in the catalog. */
export type IdSource = Pick<UnitSummary, 'id' | 'techBase' | 'kind'> & { readonly path: string };

/** The file's folder ("mechs/Recognition Guide ilClan/Vol 6" of ".../Vol 6/Marauder Bounty Hunter 3015.mtf"). */
const folderOf = (path: string): string => path.replace(/[\\/][^\\/]*$/, '');

/**
 * The catalog id of every file, in the order given (the catalog's reading order: folders and files by name). A unit whose
 * name-made id (`unitId(name)`) no other file shares keeps it, and so does the first file of a shared id (the one a lookup
 * by that id found before ids were made unique), so a saved roster, force or game that names either still finds the same
 * unit. Each later file of a shared id gets the id plus the first of these that differs from the first file's and makes
 * it unique, each written the way ids are (lower case, dashes): its tech base ("…-inner-sphere"), its kind ("…-mech"),
 * its folder ("…-mechs-recognition-guide-ilclan-vol-6"); else its whole path, else a number ("…-2").
 */
export function distinctUnitIds(files: readonly IdSource[]): string[] {
  const taken = new Set(files.map((f) => f.id));
  const first = new Map<string, IdSource>();
  return files.map((f) => {
    const keeper = first.get(f.id);
    if (!keeper) {
      first.set(f.id, f);
      return f.id;
    }
    // What tells this file apart from the one keeping the id: only a value the two do not share.
    const apart = (mine: string, theirs: string) => (mine !== theirs ? [unitId(mine)] : []);
    const suffixes = [
      ...apart(f.techBase, keeper.techBase),
      ...apart(f.kind, keeper.kind),
      ...apart(folderOf(f.path), folderOf(keeper.path)),
      unitId(f.path.replace(/\.(mtf|blk)$/i, '')),
    ].filter(Boolean);
    let id = suffixes.map((s) => `${f.id}-${s}`).find((c) => !taken.has(c));
    for (let n = 2; !id; n++) if (!taken.has(`${f.id}-${n}`)) id = `${f.id}-${n}`;
    taken.add(id);
    return id;
  });
}
