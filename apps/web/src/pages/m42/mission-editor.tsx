/** The mission as a form: its name, each side's victory conditions, the objectives and hostages on the battlefield, the reserves rule. */
import { NumberField, SelectField, TextField } from '../../components/form-field';
import { type ConditionDraft, type ConditionKind, type M42Draft, type Role, type Who, blankCondition } from './m42-draft';
import { M42_LABELS } from './m42-setup-from-draft';

type Errors = Readonly<Record<string, string>>;
const KINDS: readonly (readonly [ConditionKind, string])[] = [
  ['hold-objective', 'Hold an objective'],
  ['hold-objectives', 'Hold a number of objectives'],
  ['escort-hostage', 'Escort a hostage off the table'],
  ['opponent-below', 'Opponent reduced below a share of its units'],
  ['survive-until', 'Survive until a turn'],
];

function ConditionEditor({
  d,
  role,
  i,
  c,
  errors,
  set,
}: {
  d: M42Draft;
  role: Role;
  i: number;
  c: ConditionDraft;
  errors: Errors;
  set: (c: ConditionDraft | null) => void;
}) {
  const k = `victory.${role}.${i}`;
  const targets = c.kind === 'escort-hostage' ? d.hostages : d.objectives;
  return (
    <fieldset className="row" aria-label={`${role} victory condition ${i + 1}`}>
      <SelectField label="Condition" value={c.kind} options={KINDS} onChange={(kind) => set({ ...c, kind })} />
      {(c.kind === 'hold-objective' || c.kind === 'escort-hostage') && (
        <SelectField
          label={c.kind === 'hold-objective' ? 'Objective' : 'Hostage'}
          value={c.target}
          options={targets.length ? targets.map((x, j) => [String(j), x.label || `${j + 1}`] as const) : [['', 'none on the battlefield yet'] as const]}
          onChange={(target) => set({ ...c, target })}
          error={errors[`${k}.target`]}
        />
      )}
      {c.kind === 'hold-objectives' && (
        <NumberField label={M42_LABELS.count!} value={c.count} onChange={(count) => set({ ...c, count })} error={errors[`${k}.count`]} />
      )}
      {(c.kind === 'hold-objective' || c.kind === 'hold-objectives') && (
        <NumberField
          label="From turn"
          value={c.fromTurn}
          onChange={(fromTurn) => set({ ...c, fromTurn })}
          error={errors[`${k}.fromTurn`]}
          hint="empty: any turn"
        />
      )}
      {c.kind === 'opponent-below' && (
        <NumberField label={M42_LABELS.percent!} value={c.percent} onChange={(percent) => set({ ...c, percent })} error={errors[`${k}.percent`]} />
      )}
      {c.kind === 'survive-until' && <NumberField label="Until turn" value={c.turn} onChange={(turn) => set({ ...c, turn })} error={errors[`${k}.turn`]} />}
      <button type="button" className="secondary" onClick={() => set(null)}>
        Remove condition
      </button>
    </fieldset>
  );
}

export function MissionEditor({ d, errors, onChange }: { d: M42Draft; errors: Errors; onChange: (d: M42Draft) => void }) {
  const who = [['', 'nobody'] as const, ...d.players.map((p, i) => [String(i) as Who, p.name || `player ${i + 1}`] as const)];
  const setList = <K extends 'objectives' | 'hostages'>(key: K, list: M42Draft[K]) => onChange({ ...d, [key]: list });
  return (
    <fieldset className="panel m42-mission" aria-label="Mission">
      <legend>Mission</legend>
      <TextField label="Mission" value={d.missionTitle} onChange={(missionTitle) => onChange({ ...d, missionTitle })} error={errors.missionTitle} />
      <h4>Objectives and hostages on the battlefield</h4>
      {d.objectives.map((o, i) => (
        <div key={i} className="row" role="group" aria-label={`Objective ${i + 1}`}>
          <TextField
            label="Objective name"
            value={o.label}
            onChange={(label) =>
              setList(
                'objectives',
                d.objectives.map((x, j) => (j === i ? { ...o, label } : x)),
              )
            }
            error={errors[`objectives.${i}.label`]}
          />
          <SelectField
            label="Held by"
            value={o.heldBy}
            options={who}
            onChange={(heldBy) =>
              setList(
                'objectives',
                d.objectives.map((x, j) => (j === i ? { ...o, heldBy } : x)),
              )
            }
          />
          <button
            type="button"
            className="secondary"
            onClick={() =>
              setList(
                'objectives',
                d.objectives.filter((_, j) => j !== i),
              )
            }
          >
            Remove objective {i + 1}
          </button>
        </div>
      ))}
      {d.hostages.map((h, i) => (
        <div key={i} className="row" role="group" aria-label={`Hostage ${i + 1}`}>
          <TextField
            label="Hostage name"
            value={h.label}
            onChange={(label) =>
              setList(
                'hostages',
                d.hostages.map((x, j) => (j === i ? { ...h, label } : x)),
              )
            }
            error={errors[`hostages.${i}.label`]}
          />
          <SelectField
            label="Escorted off by"
            value={h.escortedOffBy}
            options={who}
            onChange={(escortedOffBy) =>
              setList(
                'hostages',
                d.hostages.map((x, j) => (j === i ? { ...h, escortedOffBy } : x)),
              )
            }
          />
          <button
            type="button"
            className="secondary"
            onClick={() =>
              setList(
                'hostages',
                d.hostages.filter((_, j) => j !== i),
              )
            }
          >
            Remove hostage {i + 1}
          </button>
        </div>
      ))}
      <button
        type="button"
        className="secondary"
        onClick={() => setList('objectives', [...d.objectives, { label: `Objective ${d.objectives.length + 1}`, heldBy: '' }])}
      >
        Add an objective
      </button>{' '}
      <button
        type="button"
        className="secondary"
        onClick={() => setList('hostages', [...d.hostages, { label: `Hostage ${d.hostages.length + 1}`, escortedOffBy: '' }])}
      >
        Add a hostage
      </button>
      {(['attacker', 'defender'] as const).map((role) => (
        <div key={role}>
          <h4>{role === 'attacker' ? 'Attacker' : 'Defender'} wins when</h4>
          {d.victory[role].length === 0 && <p className="hint">No condition of its own: it wins only when the opponent fails morale.</p>}
          {d.victory[role].map((c, i) => (
            <ConditionEditor
              key={i}
              d={d}
              role={role}
              i={i}
              c={c}
              errors={errors}
              set={(x) =>
                onChange({
                  ...d,
                  victory: { ...d.victory, [role]: x ? d.victory[role].map((y, j) => (j === i ? x : y)) : d.victory[role].filter((_, j) => j !== i) },
                })
              }
            />
          ))}
          <button
            type="button"
            className="secondary"
            onClick={() => onChange({ ...d, victory: { ...d.victory, [role]: [...d.victory[role], blankCondition('hold-objective')] } })}
          >
            Add a condition for the {role}
          </button>
        </div>
      ))}
      <h4>Reserves</h4>
      <label className="inline">
        <input
          type="checkbox"
          checked={d.reserves !== null}
          onChange={(e) => onChange({ ...d, reserves: e.target.checked ? { arriveOn: '4', fromTurn: '2', perTurnBonus: '0' } : null })}
        />{' '}
        This mission has its own reserves rule (otherwise the default: 1D6, arrives on 4+ from turn 2)
      </label>
      {d.reserves && (
        <div className="row">
          {(['arriveOn', 'fromTurn', 'perTurnBonus'] as const).map((f) => (
            <NumberField
              key={f}
              label={M42_LABELS[f]!}
              value={d.reserves![f]}
              onChange={(v) => onChange({ ...d, reserves: { ...d.reserves!, [f]: v } })}
              error={errors[`reserves.${f}`]}
            />
          ))}
        </div>
      )}
    </fieldset>
  );
}
