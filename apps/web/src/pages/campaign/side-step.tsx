/** One side's forces in the new-campaign wizard: its groups, each with lances and units. */
import { useTranslation } from 'react-i18next';
import type { GroupRole, SideId } from '@marshal/campaign';
import { useState } from 'react';
import { SelectField } from '../../components/form-field';
import { type SideDraft, blankGroup } from './campaign-draft';
import { type Eligibility, GroupEditor } from './group-editor';
import { GROUP_ROLES } from '@marshal/campaign';

export function SideStep({
  side,
  draft,
  errors,
  eligibility,
  onChange,
}: {
  side: SideId;
  draft: SideDraft;
  errors: Readonly<Record<string, string>>;
  eligibility: Eligibility;
  onChange: (s: SideDraft) => void;
}) {
  const { t: tr } = useTranslation('campaign');
  const [role, setRole] = useState<GroupRole>('line');
  return (
    <div className="campaign-side" aria-label={tr('wizardSide.forces', { side: tr(`side.${side}`) })}>
      <p className="hint">{tr('wizardSide.hint')}</p>
      {draft.groups.map((g, gi) => (
        <GroupEditor
          key={gi}
          group={g}
          index={gi}
          keyPrefix={`${side}.groups.${gi}`}
          errors={errors}
          eligibility={eligibility}
          onChange={(x) => onChange({ ...draft, groups: draft.groups.map((y, i) => (i === gi ? x : y)) })}
          onRemove={() => onChange({ ...draft, groups: draft.groups.filter((_, i) => i !== gi) })}
        />
      ))}
      {errors[`${side}.groups`] && <p className="field-error">{errors[`${side}.groups`]}</p>}
      <div className="row">
        <SelectField
          label={tr('wizardSide.newRole')}
          value={role}
          options={GROUP_ROLES.map((r) => [r, tr(`wizardSide.roles.${r}`)] as const)}
          onChange={setRole}
        />
        <button
          type="button"
          className="secondary"
          onClick={() =>
            onChange({ ...draft, groups: [...draft.groups, blankGroup(tr('wizardSide.newGroupName', { role: tr(`wizardSide.roles.${role}`) }), role)] })
          }
        >
          {tr('wizardSide.addGroup')}
        </button>
      </div>
    </div>
  );
}
