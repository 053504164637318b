import type { Facing, Hex } from '@marshal/core';
import { FACING_NAMES } from '@marshal/core';
import { type GameMap, ecmField, ecmRules, ecmSuite } from '@marshal/battletech';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('maps');
  return (
    <section aria-label={t('units.label')}>
      <fieldset>
        <legend>{t('units.label')}</legend>
        <p>{t('units.click')}</p>
        <label>
          {t('units.name')} <input value={state.name} onChange={(e) => setState({ ...state, name: e.target.value })} />
        </label>
        <label>
          {t('units.side')}{' '}
          <select value={state.side} onChange={(e) => setState({ ...state, side: e.target.value as 'blue' | 'red' })}>
            <option value="blue">{t('units.blue')}</option>
            <option value="red">{t('units.red')}</option>
          </select>
        </label>
        <label>
          {t('facing')}{' '}
          <select value={state.facing} onChange={(e) => setState({ ...state, facing: Number(e.target.value) as Facing })}>
            {([0, 1, 2, 3, 4, 5] as const).map((f) => (
              <option key={f} value={f}>
                {f} {t(`facingName.${f}`, { defaultValue: FACING_NAMES[f] })}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('units.ecm')}{' '}
          <select value={state.ecm} onChange={(e) => setState({ ...state, ecm: e.target.value as UnitsState['ecm'] })}>
            <option value="">{t('none')}</option>
            <option value="ecm">ECM</option>
            <option value="eccm">ECCM</option>
          </select>
        </label>
        <label>
          {t('units.showEcm')}{' '}
          <select value={state.showEcmFor} onChange={(e) => setState({ ...state, showEcmFor: e.target.value as UnitsState['showEcmFor'] })}>
            <option value="">{t('units.nobody')}</option>
            <option value="blue">{t('units.blue')}</option>
            <option value="red">{t('units.red')}</option>
          </select>
        </label>
        <label>
          <input type="checkbox" checked={state.tacopsEccm} onChange={(e) => setState({ ...state, tacopsEccm: e.target.checked })} /> {t('units.tacopsEccm')}
        </label>
      </fieldset>
      <ul aria-label={t('units.placed')}>
        {state.units.map((u) => (
          <li key={u.id} data-placed={u.id}>
            {t('units.placedUnit', { label: u.label, facing: u.facing, name: t(`facingName.${u.facing}`, { defaultValue: FACING_NAMES[u.facing] }) })}
            {u.ecm ? `, ${u.ecm.toUpperCase()}` : ''}{' '}
            <button
              type="button"
              onClick={() => setState({ ...state, units: state.units.filter((x) => x.id !== u.id) })}
              aria-label={t('units.remove', { label: u.label })}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
