/** A campaign group as a form: name, role (which decides the scenarios it may play), lances and their units. */
import { type GroupRole, type ScenarioType, GROUP_ROLES, SCENARIO_TITLES, SCENARIO_TYPES, forceUnitFromCatalog } from '@marshal/campaign';
import type { Unit } from '@marshal/catalog';
import { api } from '../../api';
import { SelectField, TextField } from '../../components/form-field';
import { type CatalogHit, CatalogSearch } from '../missions/catalog-picker';
import { type GroupDraft, type LanceDraft, type UnitDraft, blankLance, blankUnit, unitDraftFrom } from './campaign-draft';
import { UnitEditor } from './unit-editor';

export const ROLE_TITLES: Readonly<Record<GroupRole, string>> = {
  reconnaissance: 'Reconnaissance',
  line: 'Line',
  'fire-support': 'Fire support',
  reserve: 'Reserve',
};

export type Eligibility = Readonly<Record<ScenarioType, readonly GroupRole[]>>;

/** "Planetary landing, Meeting engagement, …": the scenarios a role may play under the eligibility table in use. */
export const scenariosFor = (role: GroupRole, eligibility: Eligibility) =>
  SCENARIO_TYPES.filter((s) => eligibility[s].includes(role))
    .map((s) => SCENARIO_TITLES[s])
    .join(', ');

interface Props {
  readonly group: GroupDraft;
  readonly index: number;
  readonly keyPrefix: string;
  readonly errors: Readonly<Record<string, string>>;
  readonly eligibility: Eligibility;
  readonly onChange: (g: GroupDraft) => void;
  readonly onRemove?: () => void;
  /** An existing group gaining lances: its name and role are shown, not edited. */
  readonly fixed?: boolean;
}

export function GroupEditor({ group, index, keyPrefix, errors, eligibility, onChange, onRemove, fixed }: Props) {
  const setLance = (li: number, l: LanceDraft) => onChange({ ...group, lances: group.lances.map((x, i) => (i === li ? l : x)) });
  return (
    <fieldset className="campaign-group panel">
      <legend>Group {index + 1}</legend>
      {fixed ? (
        <p>
          {group.name} ({ROLE_TITLES[group.role]})
        </p>
      ) : (
        <div className="row">
          <TextField label="Group name" value={group.name} onChange={(name) => onChange({ ...group, name })} error={errors[`${keyPrefix}.name`]} />
          <SelectField
            label="Role"
            value={group.role}
            options={GROUP_ROLES.map((r) => [r, ROLE_TITLES[r]] as const)}
            onChange={(role) => onChange({ ...group, role })}
          />
        </div>
      )}
      <p className="hint">May play: {scenariosFor(group.role, eligibility) || 'no scenario (see the eligibility table)'}</p>
      {group.lances.map((l, li) => (
        <LanceEditor
          key={li}
          lance={l}
          index={li}
          keyPrefix={`${keyPrefix}.lances.${li}`}
          errors={errors}
          onChange={(x) => setLance(li, x)}
          {...(group.lances.length > 1 ? { onRemove: () => onChange({ ...group, lances: group.lances.filter((_, i) => i !== li) }) } : {})}
        />
      ))}
      {errors[`${keyPrefix}.lances`] && <p className="field-error">{errors[`${keyPrefix}.lances`]}</p>}
      <button
        type="button"
        className="secondary"
        onClick={() => onChange({ ...group, lances: [...group.lances, blankLance(`Lance ${group.lances.length + 1}`)] })}
      >
        Add a lance to group {index + 1}
      </button>{' '}
      {onRemove && (
        <button type="button" className="secondary" onClick={onRemove}>
          Remove group {index + 1}
        </button>
      )}
    </fieldset>
  );
}

function LanceEditor({
  lance,
  index,
  keyPrefix,
  errors,
  onChange,
  onRemove,
}: {
  lance: LanceDraft;
  index: number;
  keyPrefix: string;
  errors: Readonly<Record<string, string>>;
  onChange: (l: LanceDraft) => void;
  onRemove?: () => void;
}) {
  const setUnit = (ui: number, u: UnitDraft) => onChange({ ...lance, units: lance.units.map((x, i) => (i === ui ? u : x)) });
  const add = (u: UnitDraft) => onChange({ ...lance, units: [...lance.units, u] });
  async function pick(hit: CatalogHit) {
    const full = await api.get<{ unit: Unit; bv: { total: number } | null }>(`/catalog/units/${encodeURIComponent(hit.id)}`);
    const unit = forceUnitFromCatalog(full.unit, { id: '', pilot: { name: `${full.unit.name} pilot`, gunnery: 4, piloting: 5 }, value: full.bv?.total ?? 0 });
    const { id: _id, ...draft } = unitDraftFrom(unit);
    add(draft);
  }
  return (
    <fieldset className="campaign-lance">
      <legend>Lance {index + 1}</legend>
      <div className="row">
        <TextField label="Lance name" value={lance.name} onChange={(name) => onChange({ ...lance, name })} error={errors[`${keyPrefix}.name`]} />
        <SelectField
          label="Formation"
          value={lance.formation}
          options={[
            ['lance', 'Lance (Inner Sphere)'],
            ['star', 'Star (Clan)'],
          ]}
          onChange={(formation) => onChange({ ...lance, formation })}
        />
      </div>
      {lance.units.map((u, ui) => (
        <UnitEditor
          key={ui}
          unit={u}
          index={ui}
          keyPrefix={`${keyPrefix}.units.${ui}`}
          errors={errors}
          onChange={(x) => setUnit(ui, x)}
          onRemove={() => onChange({ ...lance, units: lance.units.filter((_, i) => i !== ui) })}
        />
      ))}
      {errors[`${keyPrefix}.units`] && <p className="field-error">{errors[`${keyPrefix}.units`]}</p>}
      <div className="row">
        <CatalogSearch
          what={`a unit for lance ${index + 1}`}
          results={`lance ${index + 1}`}
          prompt="Add a unit from the catalog"
          placeholder="e.g. Atlas AS7-D"
          onPick={pick}
        />
        <button type="button" className="secondary" onClick={() => add(blankUnit())}>
          Add a unit by hand
        </button>
        {onRemove && (
          <button type="button" className="secondary" onClick={onRemove}>
            Remove lance {index + 1}
          </button>
        )}
      </div>
    </fieldset>
  );
}
