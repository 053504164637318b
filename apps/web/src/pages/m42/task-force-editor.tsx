/** One player's task force as a form: player and task force names, Hive Mind / Fanatical, units (status, Ld, suppression) and officers. */
import { NumberField, SelectField, TextField } from '../../components/form-field';
import { type PlayerDraft, type Role, blankM42Unit } from './m42-draft';
import { M42_LABELS } from './m42-setup-from-draft';

type Errors = Readonly<Record<string, string>>;
const UNIT_STATUS = [
  ['alive', 'on the table'],
  ['reserve', 'in reserve'],
  ['destroyed', 'destroyed'],
] as const;
const OFFICER_STATUS = [
  ['on-table', 'on the table'],
  ['reserve', 'in reserve (arrives with its unit)'],
  ['dead', 'dead'],
] as const;

export function TaskForceEditor({
  player,
  index,
  errors,
  onChange,
}: {
  player: PlayerDraft;
  index: number;
  errors: Errors;
  onChange: (p: PlayerDraft) => void;
}) {
  const at = `players.${index}`;
  const set = (x: Partial<PlayerDraft>) => onChange({ ...player, ...x });
  const unitOptions = [['', 'no unit'] as const, ...player.units.map((u, i) => [String(i), u.name || `unit ${i + 1}`] as const)];
  return (
    <fieldset className="panel m42-task-force" aria-label={`Player ${index + 1}`}>
      <legend>Player {index + 1}</legend>
      <div className="row">
        <TextField label="Player name" value={player.name} onChange={(name) => set({ name })} error={errors[`${at}.name`]} />
        <SelectField<Role>
          label="Role in the mission"
          value={player.role}
          options={[
            ['attacker', 'Attacker'],
            ['defender', 'Defender'],
          ]}
          onChange={(role) => set({ role })}
        />
        <TextField label={M42_LABELS.taskForce!} value={player.taskForce} onChange={(taskForce) => set({ taskForce })} error={errors[`${at}.taskForce`]} />
        <NumberField
          label={M42_LABELS.startingUnits!}
          value={player.startingUnits}
          onChange={(startingUnits) => set({ startingUnits })}
          error={errors[`${at}.startingUnits`]}
          hint="empty: the units listed below"
        />
      </div>
      <label className="inline">
        <input type="checkbox" checked={player.hiveMind} onChange={(e) => set({ hiveMind: e.target.checked })} /> Hive Mind (every remaining unit takes its own
        Ld test)
      </label>
      <label className="inline">
        <input type="checkbox" checked={player.fanatical} onChange={(e) => set({ fanatical: e.target.checked })} /> Fanatical (may re-roll a failed morale
        check)
      </label>
      <h4>Units</h4>
      {player.units.map((u, i) => {
        const k = `${at}.units.${i}`;
        const setU = (x: Partial<typeof u>) => set({ units: player.units.map((y, j) => (j === i ? { ...u, ...x } : y)) });
        return (
          <fieldset key={i} className="row m42-unit" aria-label={`Player ${index + 1} unit ${i + 1}`}>
            <legend>Unit {i + 1}</legend>
            <TextField label="Unit name" value={u.name} onChange={(name) => setU({ name })} error={errors[`${k}.name`]} />
            <SelectField label="Status" value={u.status} options={UNIT_STATUS} onChange={(status) => setU({ status })} />
            <NumberField
              label="Ld"
              value={u.ld}
              onChange={(ld) => setU({ ld })}
              error={errors[`${k}.ld`]}
              hint={player.hiveMind ? 'needed under Hive Mind' : 'optional'}
            />
            <NumberField
              label={M42_LABELS.suppression!}
              value={u.suppression}
              onChange={(suppression) => setU({ suppression })}
              error={errors[`${k}.suppression`]}
            />
            <NumberField
              label={M42_LABELS.hitCountDie!}
              value={u.hitCountDie}
              onChange={(hitCountDie) => setU({ hitCountDie })}
              error={errors[`${k}.hitCountDie`]}
              hint="empty: none"
            />
            <button type="button" className="secondary" onClick={() => set({ units: player.units.filter((_, j) => j !== i), officers: detach(player, i) })}>
              Remove unit {i + 1}
            </button>
          </fieldset>
        );
      })}
      {errors[`${at}.units`] && <p className="field-error">{errors[`${at}.units`]}</p>}
      <button type="button" className="secondary" onClick={() => set({ units: [...player.units, blankM42Unit(`Unit ${player.units.length + 1}`)] })}>
        Add a unit
      </button>
      <h4>Officers</h4>
      {player.officers.length === 0 && <p className="hint">No officers: a Task Force Morale check would fail at once (unless Hive Mind).</p>}
      {player.officers.map((o, i) => {
        const k = `${at}.officers.${i}`;
        const setO = (x: Partial<typeof o>) => set({ officers: player.officers.map((y, j) => (j === i ? { ...o, ...x } : y)) });
        return (
          <fieldset key={i} className="row m42-officer" aria-label={`Player ${index + 1} officer ${i + 1}`}>
            <legend>Officer {i + 1}</legend>
            <TextField label="Officer name" value={o.name} onChange={(name) => setO({ name })} error={errors[`${k}.name`]} />
            <NumberField label="Ld" value={o.ld} onChange={(ld) => setO({ ld })} error={errors[`${k}.ld`]} />
            <SelectField label="Status" value={o.status} options={OFFICER_STATUS} onChange={(status) => setO({ status })} />
            <SelectField label={M42_LABELS.unit!} value={o.unit} options={unitOptions} onChange={(unit) => setO({ unit })} error={errors[`${k}.unit`]} />
            <button type="button" className="secondary" onClick={() => set({ officers: player.officers.filter((_, j) => j !== i) })}>
              Remove officer {i + 1}
            </button>
          </fieldset>
        );
      })}
      <button type="button" className="secondary" onClick={() => set({ officers: [...player.officers, { name: '', ld: '7', status: 'on-table', unit: '' }] })}>
        Add an officer
      </button>
    </fieldset>
  );
}

/** Officers after unit `removed` goes: those with it lose their unit, later positions shift down by one. */
function detach(p: PlayerDraft, removed: number) {
  return p.officers.map((o) => {
    if (o.unit === '') return o;
    const at = Number(o.unit);
    return { ...o, unit: at === removed ? '' : at > removed ? String(at - 1) : o.unit };
  });
}
