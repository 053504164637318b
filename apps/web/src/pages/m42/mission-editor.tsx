/** The mission as a form: its name, each side's victory conditions, the objectives and hostages on the battlefield, the reserves rule. */
import { useTranslation } from 'react-i18next';
import { NumberField, SelectField, TextField } from '../../components/form-field';
import { type ConditionDraft, type ConditionKind, type M42Draft, type Role, type Who, blankCondition } from './m42-draft';

type Errors = Readonly<Record<string, string>>;
const KINDS: readonly (readonly [ConditionKind, string])[] = [
  ['hold-objective', 'mission.kind.holdObjective'],
  ['hold-objectives', 'mission.kind.holdObjectives'],
  ['escort-hostage', 'mission.kind.escortHostage'],
  ['opponent-below', 'mission.kind.opponentBelow'],
  ['survive-until', 'mission.kind.surviveUntil'],
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
  const { t: tr } = useTranslation('m42');
  const k = `victory.${role}.${i}`;
  const targets = c.kind === 'escort-hostage' ? d.hostages : d.objectives;
  return (
    <fieldset className="row" aria-label={tr('mission.conditionOf', { role: tr(`mission.role.${role}`), n: i + 1 })}>
      <SelectField
        label={tr('mission.condition')}
        value={c.kind}
        options={KINDS.map(([kind, key]) => [kind, tr(key)] as const)}
        onChange={(kind) => set({ ...c, kind })}
      />
      {(c.kind === 'hold-objective' || c.kind === 'escort-hostage') && (
        <SelectField
          label={c.kind === 'hold-objective' ? tr('mission.objective') : tr('mission.hostage')}
          value={c.target}
          options={targets.length ? targets.map((x, j) => [String(j), x.label || `${j + 1}`] as const) : [['', tr('mission.noneYet')] as const]}
          onChange={(target) => set({ ...c, target })}
          error={errors[`${k}.target`]}
        />
      )}
      {c.kind === 'hold-objectives' && (
        <NumberField label={tr('labels.count')} value={c.count} onChange={(count) => set({ ...c, count })} error={errors[`${k}.count`]} />
      )}
      {(c.kind === 'hold-objective' || c.kind === 'hold-objectives') && (
        <NumberField
          label={tr('labels.fromTurn')}
          value={c.fromTurn}
          onChange={(fromTurn) => set({ ...c, fromTurn })}
          error={errors[`${k}.fromTurn`]}
          hint={tr('mission.anyTurn')}
        />
      )}
      {c.kind === 'opponent-below' && (
        <NumberField label={tr('labels.percent')} value={c.percent} onChange={(percent) => set({ ...c, percent })} error={errors[`${k}.percent`]} />
      )}
      {c.kind === 'survive-until' && (
        <NumberField label={tr('mission.untilTurn')} value={c.turn} onChange={(turn) => set({ ...c, turn })} error={errors[`${k}.turn`]} />
      )}
      <button type="button" className="secondary" onClick={() => set(null)}>
        {tr('mission.removeCondition')}
      </button>
    </fieldset>
  );
}

export function MissionEditor({ d, errors, onChange }: { d: M42Draft; errors: Errors; onChange: (d: M42Draft) => void }) {
  const { t: tr } = useTranslation('m42');
  const who = [['', tr('table.nobody')] as const, ...d.players.map((p, i) => [String(i) as Who, p.name || tr('start.player', { n: i + 1 })] as const)];
  const setList = <K extends 'objectives' | 'hostages'>(key: K, list: M42Draft[K]) => onChange({ ...d, [key]: list });
  return (
    <fieldset className="panel m42-mission" aria-label={tr('mission.mission')}>
      <legend>{tr('mission.mission')}</legend>
      <TextField
        label={tr('mission.mission')}
        value={d.missionTitle}
        onChange={(missionTitle) => onChange({ ...d, missionTitle })}
        error={errors.missionTitle}
      />
      <h4>{tr('mission.onBattlefield')}</h4>
      {d.objectives.map((o, i) => (
        <div key={i} className="row" role="group" aria-label={tr('mission.objectiveN', { n: i + 1 })}>
          <TextField
            label={tr('mission.objectiveName')}
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
            label={tr('mission.heldBy')}
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
            {tr('mission.removeObjective', { n: i + 1 })}
          </button>
        </div>
      ))}
      {d.hostages.map((h, i) => (
        <div key={i} className="row" role="group" aria-label={tr('mission.hostageN', { n: i + 1 })}>
          <TextField
            label={tr('mission.hostageName')}
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
            label={tr('mission.escortedBy')}
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
            {tr('mission.removeHostage', { n: i + 1 })}
          </button>
        </div>
      ))}
      <button
        type="button"
        className="secondary"
        onClick={() => setList('objectives', [...d.objectives, { label: tr('mission.objectiveN', { n: d.objectives.length + 1 }), heldBy: '' }])}
      >
        {tr('mission.addObjective')}
      </button>{' '}
      <button
        type="button"
        className="secondary"
        onClick={() => setList('hostages', [...d.hostages, { label: tr('mission.hostageN', { n: d.hostages.length + 1 }), escortedOffBy: '' }])}
      >
        {tr('mission.addHostage')}
      </button>
      {(['attacker', 'defender'] as const).map((role) => (
        <div key={role}>
          <h4>{tr(`mission.winsWhen.${role}`)}</h4>
          {d.victory[role].length === 0 && <p className="hint">{tr('mission.noCondition')}</p>}
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
            {tr(`mission.addCondition.${role}`)}
          </button>
        </div>
      ))}
      <h4>{tr('mission.reserves')}</h4>
      <label className="inline">
        <input
          type="checkbox"
          checked={d.reserves !== null}
          onChange={(e) => onChange({ ...d, reserves: e.target.checked ? { arriveOn: '4', fromTurn: '2', perTurnBonus: '0' } : null })}
        />{' '}
        {tr('mission.ownReserves')}
      </label>
      {d.reserves && (
        <div className="row">
          {(['arriveOn', 'fromTurn', 'perTurnBonus'] as const).map((f) => (
            <NumberField
              key={f}
              label={tr(`labels.${f}`)}
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
