import { type MissionUnit, type Side } from '@marshal/missions';
import { CatalogPicker } from './catalog-picker';

export type DraftUnit = Omit<MissionUnit, 'side'>;

const KINDS = {
  mech: { withdrawalTest: 'mech', countsForBoardSize: true, ground: true, canRecon: true, crewSurvival: true },
  vehicle: { withdrawalTest: 'vehicle', countsForBoardSize: true, ground: true, canRecon: true, crewSurvival: true },
  aerospace: { withdrawalTest: 'vehicle', countsForBoardSize: true, ground: false, canRecon: false, crewSurvival: true },
  'battle armour': { withdrawalTest: 'squad', countsForBoardSize: false, ground: true, canRecon: false, crewSurvival: false },
  infantry: { withdrawalTest: 'squad', countsForBoardSize: false, ground: true, canRecon: false, crewSurvival: false },
} as const;
type Kind = keyof typeof KINDS;

export function kindOf(u: DraftUnit): Kind {
  if (u.withdrawalTest === 'mech') return 'mech';
  if (u.withdrawalTest === 'squad') return u.strength && u.strength > 6 ? 'infantry' : 'battle armour';
  return u.ground ? 'vehicle' : 'aerospace';
}

export function newUnit(side: Side, n: number): DraftUnit {
  return {
    id: `${side[0]}${n}`,
    name: '',
    tonnage: 50,
    ...KINDS.mech,
    walkMp: 5,
    value: 0,
    support: false,
    commander: false,
    tag: false,
    activeProbe: false,
    hands: true,
    piloting: 5,
  };
}

const nextNumber = (units: readonly DraftUnit[]) => units.length + 1 + Math.max(0, ...units.map((u) => Number(u.id.slice(1)) || 0));

interface Props {
  readonly side: Side;
  readonly units: readonly DraftUnit[];
  readonly onChange: (units: DraftUnit[]) => void;
}

/** Enter a force by hand: name, tonnage, kind, walking MP, value (BV) and the roles the mission rules ask about. */
export function ForceEditor({ side, units, onChange }: Props) {
  const set = (i: number, patch: Partial<DraftUnit>) => onChange(units.map((u, j) => (j === i ? { ...u, ...patch } : u)));
  const num = (v: string) => (v === '' ? 0 : Number(v));
  return (
    <fieldset className="panel force-editor" aria-label={`${side} force`}>
      <legend>{side === 'attacker' ? 'Attacker' : 'Defender'}</legend>
      <div className="table-scroll">
        <table className="force-table">
          <thead>
            <tr>
              <th scope="col">Unit</th>
              <th scope="col">Kind</th>
              <th scope="col">Tons</th>
              <th scope="col">Walk</th>
              <th scope="col">BV</th>
              <th scope="col">Piloting</th>
              <th scope="col">Role</th>
              <th scope="col">Group</th>
              <th scope="col">
                <span className="visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {units.map((u, i) => (
              <tr key={u.id}>
                <td>
                  <input
                    aria-label={`${side} unit ${i + 1} name`}
                    value={u.name}
                    placeholder="e.g. Hunchback HBK-4G"
                    onChange={(e) => set(i, { name: e.target.value })}
                  />
                </td>
                <td>
                  <select
                    aria-label={`${side} unit ${i + 1} kind`}
                    value={kindOf(u)}
                    onChange={(e) =>
                      set(i, {
                        ...KINDS[e.target.value as Kind],
                        ...(e.target.value === 'infantry' || e.target.value === 'battle armour'
                          ? { strength: u.strength ?? (e.target.value === 'infantry' ? 28 : 4) }
                          : {}),
                      })
                    }
                  >
                    {Object.keys(KINDS).map((k) => (
                      <option key={k}>{k}</option>
                    ))}
                  </select>
                </td>
                <td>
                  <input
                    aria-label={`${side} unit ${i + 1} tonnage`}
                    type="number"
                    min={0}
                    value={u.tonnage}
                    onChange={(e) => set(i, { tonnage: num(e.target.value) })}
                  />
                </td>
                <td>
                  <input
                    aria-label={`${side} unit ${i + 1} walking MP`}
                    type="number"
                    min={0}
                    value={u.walkMp}
                    onChange={(e) => set(i, { walkMp: num(e.target.value) })}
                  />
                </td>
                <td>
                  <input
                    aria-label={`${side} unit ${i + 1} value`}
                    type="number"
                    min={0}
                    value={u.value}
                    onChange={(e) => set(i, { value: num(e.target.value) })}
                  />
                </td>
                <td>
                  <input
                    aria-label={`${side} unit ${i + 1} piloting`}
                    type="number"
                    min={0}
                    max={8}
                    value={u.piloting}
                    onChange={(e) => set(i, { piloting: num(e.target.value) })}
                  />
                </td>
                <td>
                  <label>
                    <input type="checkbox" checked={u.commander} onChange={(e) => set(i, { commander: e.target.checked })} /> commander
                  </label>{' '}
                  <label>
                    <input type="checkbox" checked={u.support} onChange={(e) => set(i, { support: e.target.checked })} /> support
                  </label>
                </td>
                <td>
                  <input
                    aria-label={`${side} unit ${i + 1} group`}
                    value={u.group ?? ''}
                    placeholder="—"
                    onChange={(e) => set(i, e.target.value ? { group: e.target.value } : { group: undefined })}
                  />
                </td>
                <td>
                  <button
                    type="button"
                    className="link"
                    aria-label={`remove ${u.name || `${side} unit ${i + 1}`}`}
                    onClick={() => onChange(units.filter((_, j) => j !== i))}
                  >
                    ✕
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <button type="button" onClick={() => onChange([...units, newUnit(side, nextNumber(units))])}>
        Add a unit by hand
      </button>
      <CatalogPicker side={side} nextId={`${side[0]}${nextNumber(units)}`} onPick={(u) => onChange([...units, u])} />
    </fieldset>
  );
}
