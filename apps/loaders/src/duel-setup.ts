import { MarshalError } from '@marshal/core';
import { type BattleSetup, battleModule } from '@marshal/battletech';
import { boardSheets, loadMap } from './maps/index';
import { type DataSources, bundled } from './sources';

/** What a duel simulation is of: two 'Mechs with their skills, the boards, the round limit and the movement rules. */
export interface DuelChoice {
  readonly a: string;
  readonly aSkills: { readonly gunnery: number; readonly piloting: number };
  readonly b: string;
  readonly bSkills: { readonly gunnery: number; readonly piloting: number };
  /** Bundled board names, comma-separated ("@180" turns a sheet). */
  readonly map: string;
  readonly layout?: string;
  readonly rounds: number;
  readonly movement: 'alternating' | 'simultaneous';
}

/** Where each choice came from, so an error names the CLI option or the request field. */
export interface DuelFields {
  readonly a: string;
  readonly b: string;
  readonly layout: string;
  readonly map: string;
}

/**
 * The setup the CLI and the API both simulate: A on the south edge facing north, B on the north edge facing south,
 * each in the middle column one row in from its edge. The same choice gives the same setup, so the same seed gives
 * the same numbers in `marshal simulate duel` and `POST /api/simulate/duel`.
 */
export function duelSimulationSetup(
  c: DuelChoice,
  fields: DuelFields = { a: 'a', b: 'b', layout: 'layout', map: 'map' },
  from: DataSources = bundled,
): BattleSetup {
  const names = c.map
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const boards = boardSheets(names, { field: fields.map, from });
  const layout = c.layout ? /^(\d+)x(\d+)$/u.exec(c.layout) : null;
  if (c.layout && !layout) throw new MarshalError('bad-option', `the layout must be ROWSxCOLS such as 1x2, not "${c.layout}"`, { field: fields.layout });
  const map = loadMap(c.map, c.layout, from, fields.map);
  const col = String(Math.ceil(map.width / 2)).padStart(2, '0');
  const at = (row: number) => `${col}${String(row).padStart(2, '0')}`;
  return battleModule.parseSetup({
    title: `${c.a} vs ${c.b}`,
    map: { boards, ...(layout ? { layout: { rows: Number(layout[1]), cols: Number(layout[2]) } } : {}) },
    movement: c.movement,
    roundLimit: c.rounds,
    sides: [
      { id: 'a', name: c.a, homeEdge: 'south' },
      { id: 'b', name: c.b, homeEdge: 'north' },
    ],
    units: [
      { id: 'a1', side: 'a', unit: from.unit(c.a, fields.a), ...c.aSkills, hex: at(map.height - 1), facing: 0 },
      { id: 'b1', side: 'b', unit: from.unit(c.b, fields.b), ...c.bSkills, hex: at(2), facing: 3 },
    ],
  });
}
