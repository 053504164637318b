/** One player's task force as a form: player and task force names, Hive Mind / Fanatical, units (status, Ld, suppression) and officers. */
import { useTranslation } from 'react-i18next';
import { NumberField, SelectField, TextField } from '../../components/form-field';
import { type PlayerDraft, type Role, blankM42Unit } from './m42-draft';

type Errors = Readonly<Record<string, string>>;
const UNIT_STATUS = [
  ['alive', 'table.onTable'],
  ['reserve', 'table.reserve'],
  ['destroyed', 'table.destroyed'],
] as const;
const OFFICER_STATUS = [
  ['on-table', 'table.onTable'],
  ['reserve', 'taskForce.officerReserve'],
  ['dead', 'table.dead'],
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
  const { t: tr } = useTranslation('m42');
  const at = `players.${index}`;
  const set = (x: Partial<PlayerDraft>) => onChange({ ...player, ...x });
  const unitOptions = [
    ['', tr('taskForce.noUnit')] as const,
    ...player.units.map((u, i) => [String(i), u.name || tr('taskForce.unitLower', { n: i + 1 })] as const),
  ];
  const unitStatus = UNIT_STATUS.map(([s, key]) => [s, tr(key)] as const);
  const officerStatus = OFFICER_STATUS.map(([s, key]) => [s, tr(key)] as const);
  return (
    <fieldset className="panel m42-task-force" aria-label={tr('taskForce.player', { n: index + 1 })}>
      <legend>{tr('taskForce.player', { n: index + 1 })}</legend>
      <div className="row">
        <TextField label={tr('taskForce.playerName')} value={player.name} onChange={(name) => set({ name })} error={errors[`${at}.name`]} />
        <SelectField<Role>
          label={tr('taskForce.role')}
          value={player.role}
          options={[
            ['attacker', tr('taskForce.attacker')],
            ['defender', tr('taskForce.defender')],
          ]}
          onChange={(role) => set({ role })}
        />
        <TextField label={tr('labels.taskForce')} value={player.taskForce} onChange={(taskForce) => set({ taskForce })} error={errors[`${at}.taskForce`]} />
        <NumberField
          label={tr('labels.startingUnits')}
          value={player.startingUnits}
          onChange={(startingUnits) => set({ startingUnits })}
          error={errors[`${at}.startingUnits`]}
          hint={tr('taskForce.startingHint')}
        />
      </div>
      <label className="inline">
        <input type="checkbox" checked={player.hiveMind} onChange={(e) => set({ hiveMind: e.target.checked })} /> {tr('taskForce.hiveMind')}
      </label>
      <label className="inline">
        <input type="checkbox" checked={player.fanatical} onChange={(e) => set({ fanatical: e.target.checked })} /> {tr('taskForce.fanatical')}
      </label>
      <h4>{tr('taskForce.units')}</h4>
      {player.units.map((u, i) => {
        const k = `${at}.units.${i}`;
        const setU = (x: Partial<typeof u>) => set({ units: player.units.map((y, j) => (j === i ? { ...u, ...x } : y)) });
        return (
          <fieldset key={i} className="row m42-unit" aria-label={tr('taskForce.unitOf', { player: index + 1, n: i + 1 })}>
            <legend>{tr('taskForce.unit', { n: i + 1 })}</legend>
            <TextField label={tr('taskForce.unitName')} value={u.name} onChange={(name) => setU({ name })} error={errors[`${k}.name`]} />
            <SelectField label={tr('taskForce.status')} value={u.status} options={unitStatus} onChange={(status) => setU({ status })} />
            <NumberField
              label="Ld"
              value={u.ld}
              onChange={(ld) => setU({ ld })}
              error={errors[`${k}.ld`]}
              hint={player.hiveMind ? tr('taskForce.ldNeeded') : tr('taskForce.optional')}
            />
            <NumberField
              label={tr('labels.suppression')}
              value={u.suppression}
              onChange={(suppression) => setU({ suppression })}
              error={errors[`${k}.suppression`]}
            />
            <NumberField
              label={tr('labels.hitCountDie')}
              value={u.hitCountDie}
              onChange={(hitCountDie) => setU({ hitCountDie })}
              error={errors[`${k}.hitCountDie`]}
              hint={tr('taskForce.emptyNone')}
            />
            <button type="button" className="secondary" onClick={() => set({ units: player.units.filter((_, j) => j !== i), officers: detach(player, i) })}>
              {tr('taskForce.removeUnit', { n: i + 1 })}
            </button>
          </fieldset>
        );
      })}
      {errors[`${at}.units`] && <p className="field-error">{errors[`${at}.units`]}</p>}
      <button
        type="button"
        className="secondary"
        onClick={() => set({ units: [...player.units, blankM42Unit(tr('taskForce.unit', { n: player.units.length + 1 }))] })}
      >
        {tr('taskForce.addUnit')}
      </button>
      <h4>{tr('taskForce.officers')}</h4>
      {player.officers.length === 0 && <p className="hint">{tr('taskForce.noOfficers')}</p>}
      {player.officers.map((o, i) => {
        const k = `${at}.officers.${i}`;
        const setO = (x: Partial<typeof o>) => set({ officers: player.officers.map((y, j) => (j === i ? { ...o, ...x } : y)) });
        return (
          <fieldset key={i} className="row m42-officer" aria-label={tr('taskForce.officerOf', { player: index + 1, n: i + 1 })}>
            <legend>{tr('taskForce.officer', { n: i + 1 })}</legend>
            <TextField label={tr('taskForce.officerName')} value={o.name} onChange={(name) => setO({ name })} error={errors[`${k}.name`]} />
            <NumberField label="Ld" value={o.ld} onChange={(ld) => setO({ ld })} error={errors[`${k}.ld`]} />
            <SelectField label={tr('taskForce.status')} value={o.status} options={officerStatus} onChange={(status) => setO({ status })} />
            <SelectField label={tr('labels.unit')} value={o.unit} options={unitOptions} onChange={(unit) => setO({ unit })} error={errors[`${k}.unit`]} />
            <button type="button" className="secondary" onClick={() => set({ officers: player.officers.filter((_, j) => j !== i) })}>
              {tr('taskForce.removeOfficer', { n: i + 1 })}
            </button>
          </fieldset>
        );
      })}
      <button type="button" className="secondary" onClick={() => set({ officers: [...player.officers, { name: '', ld: '7', status: 'on-table', unit: '' }] })}>
        {tr('taskForce.addOfficer')}
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
