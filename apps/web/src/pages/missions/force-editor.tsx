import { type MissionUnit, type Side } from '@marshal/missions';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberField, type NumberRules } from '../../components/number-field';
import { i18next } from '../../i18n/i18n';
import type { ForceCheck } from './force-checks';

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
  /** The mission's groups (Diversion: trapped/diversion; Escort: convoy); none hides the column. */
  readonly groups?: readonly { readonly id: string }[];
  /** Live checks over the whole force: unit cap, tonnage and each row's problems (by position in the whole force). */
  readonly check?: ForceCheck;
  /** How many units of the force come before these (the ones from the catalog), so positions and errors are the force's. */
  readonly offset?: number;
  /** An error about one of the units from the server or the rules, by field key (`attacker.2.tonnage`, `attacker.2`). */
  readonly errorFor?: (key: string) => string | null;
  readonly onValidity?: (key: string, error: string | null) => void;
}

const title = (side: Side) => i18next.t(`force.title.${side}`, { ns: 'missions' });

/** Units not in the catalog, entered by hand: name, tonnage, kind, walking MP, value (BV) and the roles the mission rules ask about. */
export function ForceEditor({ side, units, onChange, groups = [], check, offset = 0, errorFor = () => null, onValidity }: Props) {
  const { t: tr } = useTranslation('missions');
  const set = (i: number, patch: Partial<DraftUnit>) => onChange(units.map((u, j) => (j === i ? { ...u, ...patch } : u)));
  const who = (u: DraftUnit, i: number) => `${tr('hand.who', { side: title(side), n: i + offset + 1 })}${u.name ? ` (${u.name})` : ''}`;
  const plain = (i: number) => tr('hand.who', { side: tr(`side.${side}`), n: i + offset + 1 });
  const num = (u: DraftUnit, i: number, key: 'tonnage' | 'walkMp' | 'value' | 'piloting', label: string, aria: string, rules: NumberRules) => (
    <NumberField
      label={label}
      hideLabel
      ariaLabel={`${plain(i)} ${aria}`}
      errorLabel={`${who(u, i)}: ${label}`}
      fieldKey={`${side}.${u.id}.${key}`}
      value={u[key]}
      onChange={(v) => v !== null && set(i, { [key]: v })}
      onValidity={onValidity}
      error={errorFor(`${side}.${i + offset}.${key}`)}
      {...rules}
    />
  );
  return (
    <div className="hand-units">
      {units.length > 0 && (
        <div className="table-scroll">
          <table className="force-table">
            <thead>
              <tr>
                <th scope="col">{tr('hand.unit')}</th>
                <th scope="col">{tr('hand.kind')}</th>
                <th scope="col">{tr('hand.tons')}</th>
                <th scope="col">{tr('hand.walk')}</th>
                <th scope="col">{tr('hand.bv')}</th>
                <th scope="col">{tr('hand.piloting')}</th>
                <th scope="col">{tr('hand.role')}</th>
                {groups.length > 0 && <th scope="col">{tr('hand.group')}</th>}
                <th scope="col">
                  <span className="visually-hidden">{tr('hand.remove')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {units.map((u, i) => {
                const problems = [...(check?.rows[i + offset] ?? []), ...[errorFor(`${side}.${i + offset}`)].filter((x): x is string => !!x)];
                return (
                  <Fragment key={u.id}>
                    <tr className={problems.length ? 'has-problems' : undefined}>
                      <td>
                        <input
                          aria-label={tr('hand.name', { who: plain(i) })}
                          value={u.name}
                          placeholder={tr('hand.placeholder')}
                          onChange={(e) => set(i, { name: e.target.value })}
                        />
                        {check?.counted[i + offset] !== null && check?.counted[i + offset] !== undefined && (
                          <span className="hint"> {check.counted[i + offset] ? tr('hand.counted') : tr('hand.notCounted')}</span>
                        )}
                      </td>
                      <td>
                        <select
                          aria-label={tr('hand.kindOf', { who: plain(i) })}
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
                            <option key={k} value={k}>
                              {tr(`hand.kinds.${k}`)}
                            </option>
                          ))}
                        </select>
                      </td>
                      <td>{num(u, i, 'tonnage', tr('hand.tonsLabel'), tr('hand.tonnage'), { min: 0, max: 200 })}</td>
                      <td>{num(u, i, 'walkMp', tr('hand.walkingMp'), tr('hand.walkingMpAria'), { integer: true, min: 0, max: 30 })}</td>
                      <td>{num(u, i, 'value', tr('hand.battleValue'), tr('hand.value'), { min: 0, max: 100_000 })}</td>
                      <td>{num(u, i, 'piloting', tr('hand.piloting'), tr('hand.pilotingAria'), { integer: true, min: 0, max: 8 })}</td>
                      <td>
                        <label>
                          <input type="checkbox" checked={u.commander} onChange={(e) => set(i, { commander: e.target.checked })} /> {tr('hand.commander')}
                        </label>{' '}
                        <label>
                          <input type="checkbox" checked={u.support} onChange={(e) => set(i, { support: e.target.checked })} /> {tr('hand.support')}
                        </label>
                      </td>
                      {groups.length > 0 && (
                        <td>
                          <select
                            aria-label={tr('hand.groupOf', { who: plain(i) })}
                            value={u.group ?? ''}
                            onChange={(e) => set(i, e.target.value ? { group: e.target.value } : { group: undefined })}
                          >
                            <option value="">—</option>
                            {groups.map((g) => (
                              <option key={g.id} value={g.id}>
                                {tr(`force.groups.${g.id}`)}
                              </option>
                            ))}
                          </select>
                        </td>
                      )}
                      <td>
                        <button
                          type="button"
                          className="link"
                          aria-label={tr('hand.removeWho', { who: u.name || plain(i) })}
                          onClick={() => onChange(units.filter((_, j) => j !== i))}
                        >
                          ✕
                        </button>
                      </td>
                    </tr>
                    {problems.length > 0 && (
                      <tr className="row-problems">
                        <td colSpan={groups.length > 0 ? 9 : 8}>
                          <ul className="problems" aria-label={tr('hand.problems', { who: plain(i) })}>
                            {problems.map((p) => (
                              <li key={p}>{p}</li>
                            ))}
                          </ul>
                        </td>
                      </tr>
                    )}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <button type="button" onClick={() => onChange([...units, newUnit(side, nextNumber(units))])}>
        {tr('hand.add')}
      </button>{' '}
      <span className="hint">{tr('hand.notInCatalog')}</span>
    </div>
  );
}
