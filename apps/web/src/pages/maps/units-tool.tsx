import type { Facing, Hex } from '@marshal/core';
import { FACING_NAMES } from '@marshal/core';
import { type GameMap, ecmField, ecmRules, ecmSuite } from '@marshal/battletech';
import type { BoardUnit } from './board-view';

export interface PlacedUnit extends BoardUnit {
  readonly side: 'blue' | 'red';
  /** An ECM suite and its mode (ECCM needs the Tactical Operations ECCM rule to count). */
  readonly ecm?: 'ecm' | 'eccm';
}

export interface UnitsState {
  units: PlacedUnit[];
  name: string;
  facing: Facing;
  side: 'blue' | 'red';
  ecm: '' | 'ecm' | 'eccm';
  /** Show the hexes where enemy ECM works against this side. */
  showEcmFor: '' | 'blue' | 'red';
  tacopsEccm: boolean;
}

export const initialUnits: UnitsState = { units: [], name: 'Atlas AS7-D', facing: 0, side: 'blue', ecm: '', showEcmFor: '', tacopsEccm: false };

/** Hex labels where enemy ECM works against the chosen side (Total Warfare, or Tactical Operations ECCM counting). */
export function ecmOverlay(map: GameMap, s: UnitsState): string[] {
  if (!s.showEcmFor) return [];
  const emitters = s.units.filter((u) => u.ecm).map((u) => ecmSuite(u.id, u.side, u.hex, u.ecm));
  return ecmField(map, emitters, s.showEcmFor, ecmRules(s.tacopsEccm ? ['tacops-eccm'] : []));
}

const COLOURS = { blue: '#1f4fb2', red: '#b22222' } as const;

/** Place a unit where the board was clicked (a second click on its hex turns it one hexside clockwise). */
export function placeUnit(s: UnitsState, hex: Hex, label: string): UnitsState {
  const here = s.units.find((u) => u.hex.col === hex.col && u.hex.row === hex.row);
  if (here) return { ...s, units: s.units.map((u) => (u === here ? { ...u, facing: ((u.facing + 1) % 6) as Facing } : u)) };
  const id = `u${s.units.length + 1}`;
  return {
    ...s,
    units: [
      ...s.units,
      { id, hex, facing: s.facing, label: `${s.name || id} (${label})`, colour: COLOURS[s.side], side: s.side, ...(s.ecm ? { ecm: s.ecm } : {}) },
    ],
  };
}

/** Units on the board: name, side and facing, placed by clicking; listed with a remove button. */
export function UnitsTool({ state, setState }: { state: UnitsState; setState: (s: UnitsState) => void }) {
  return (
    <section aria-label="Units">
      <fieldset>
        <legend>Units</legend>
        <p>Click a hex to place a unit; click it again to turn it.</p>
        <label>
          Name <input value={state.name} onChange={(e) => setState({ ...state, name: e.target.value })} />
        </label>
        <label>
          Unit side{' '}
          <select value={state.side} onChange={(e) => setState({ ...state, side: e.target.value as 'blue' | 'red' })}>
            <option>blue</option>
            <option>red</option>
          </select>
        </label>
        <label>
          Facing{' '}
          <select value={state.facing} onChange={(e) => setState({ ...state, facing: Number(e.target.value) as Facing })}>
            {([0, 1, 2, 3, 4, 5] as const).map((f) => (
              <option key={f} value={f}>
                {f} {FACING_NAMES[f]}
              </option>
            ))}
          </select>
        </label>
        <label>
          ECM suite{' '}
          <select value={state.ecm} onChange={(e) => setState({ ...state, ecm: e.target.value as UnitsState['ecm'] })}>
            <option value="">none</option>
            <option value="ecm">ECM</option>
            <option value="eccm">ECCM</option>
          </select>
        </label>
        <label>
          Show enemy ECM against{' '}
          <select value={state.showEcmFor} onChange={(e) => setState({ ...state, showEcmFor: e.target.value as UnitsState['showEcmFor'] })}>
            <option value="">nobody</option>
            <option>blue</option>
            <option>red</option>
          </select>
        </label>
        <label>
          <input type="checkbox" checked={state.tacopsEccm} onChange={(e) => setState({ ...state, tacopsEccm: e.target.checked })} /> ECCM (Tactical Operations
          counting)
        </label>
      </fieldset>
      <ul aria-label="Placed units">
        {state.units.map((u) => (
          <li key={u.id} data-placed={u.id}>
            {u.label}, facing {u.facing} {FACING_NAMES[u.facing]}
            {u.ecm ? `, ${u.ecm.toUpperCase()}` : ''}{' '}
            <button type="button" onClick={() => setState({ ...state, units: state.units.filter((x) => x.id !== u.id) })} aria-label={`Remove ${u.label}`}>
              ×
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
