/** A campaign group as a form: name, role (which decides the scenarios it may play), lances and their units. */
import { useTranslation } from 'react-i18next';
import { scenarioTitle } from './campaign-words';
import { type GroupRole, type ScenarioType, GROUP_ROLES, SCENARIO_TYPES } from '@marshal/campaign';
import { SelectField, TextField } from '../../components/form-field';
import { type GroupDraft, type LanceDraft, blankLance } from './campaign-draft';
import { LanceEditor } from './lance-editor';

export type Eligibility = Readonly<Record<ScenarioType, readonly GroupRole[]>>;

/** "Planetary landing, Meeting engagement, …": the scenarios a role may play under the eligibility table in use. */
export const scenariosFor = (role: GroupRole, eligibility: Eligibility) =>
  SCENARIO_TYPES.filter((s) => eligibility[s].includes(role))
    .map((s) => scenarioTitle(s))
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
  const { t: tr } = useTranslation('campaign');
  const setLance = (li: number, l: LanceDraft) => onChange({ ...group, lances: group.lances.map((x, i) => (i === li ? l : x)) });
  return (
    <fieldset className="campaign-group panel">
      <legend>{tr('wizardSide.group', { n: index + 1 })}</legend>
      {fixed ? (
        <p>
          {group.name} ({tr(`wizardSide.roles.${group.role}`)})
        </p>
      ) : (
        <div className="row">
          <TextField
            label={tr('wizardSide.groupName')}
            value={group.name}
            onChange={(name) => onChange({ ...group, name })}
            error={errors[`${keyPrefix}.name`]}
          />
          <SelectField
            label={tr('wizardSide.role')}
            value={group.role}
            options={GROUP_ROLES.map((r) => [r, tr(`wizardSide.roles.${r}`)] as const)}
            onChange={(role) => onChange({ ...group, role })}
          />
        </div>
      )}
      <p className="hint">{tr('wizardSide.mayPlay', { list: scenariosFor(group.role, eligibility) || tr('wizardSide.noScenario') })}</p>
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
        {tr('wizardSide.addLance', { n: index + 1 })}
      </button>{' '}
      {onRemove && (
        <button type="button" className="secondary" onClick={onRemove}>
          {tr('wizardSide.removeGroup', { n: index + 1 })}
        </button>
      )}
    </fieldset>
  );
}
