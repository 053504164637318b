/** Reinforcements for a side: one group as a form (a new group, or new lances for one of the side's groups), the same fields as the setup. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CampaignCommandInput, type CampaignState, type SideId, campaignRules, baseRules } from '@marshal/campaign';
import { SelectField } from '../../components/form-field';
import { FormErrors } from '../../components/whole-number';
import { type GroupDraft, blankGroup } from './campaign-draft';
import { IdMaker, describeInGroup, groupFromDraft, say } from './campaign-setup-from-draft';
import { GroupEditor } from './group-editor';

/** The ids a campaign already uses, so new groups, lances and units never collide with them. */
export const takenIds = (s: CampaignState) => [
  ...Object.keys(s.groups),
  ...Object.values(s.groups).flatMap((g) => g.lances.map((l) => l.id)),
  ...Object.keys(s.units),
];

/** The `receiveSupport` group from the form, or the errors by field; `join` keeps an existing group's id, name and role. */
export function supportGroupFromDraft(s: CampaignState, draft: GroupDraft, join: string | null) {
  const e = new FormErrors();
  const existing = join ? s.groups[join] : undefined;
  const g = existing ? { ...draft, id: existing.id, name: existing.name, role: existing.role } : { ...draft, id: undefined };
  const where = g.name.trim() ? say('where.supportNamed', `Support group (${g.name.trim()})`, { name: g.name.trim() }) : say('where.support', 'Support group');
  const ids = new IdMaker(takenIds(s).filter((id) => id !== existing?.id));
  const group = groupFromDraft(g, 'group', (k) => describeInGroup(g, where, k.split('.').slice(1)), e, ids);
  return e.count ? { value: null, errors: e.byKey } : { value: group, errors: {} };
}

const fresh = () => blankGroup(say('blank.support', 'Reinforcements'), 'line');

export function SupportForm({ s, busy, send }: { s: CampaignState; busy: boolean; send: (c: CampaignCommandInput) => Promise<boolean> | void }) {
  const { t: tr } = useTranslation('campaign');
  const [side, setSide] = useState<SideId>('defender');
  const [join, setJoin] = useState<string>('');
  const [draft, setDraft] = useState<GroupDraft>(fresh);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const eligibility = campaignRules(s, baseRules).eligibility.byScenario;
  const own = Object.values(s.groups).filter((g) => g.side === side);
  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const out = supportGroupFromDraft(s, draft, join || null);
    setErrors(out.errors);
    if (!out.value) return;
    if ((await send({ type: 'receiveSupport', side, group: out.value })) === true) setDraft(fresh());
  }
  const first = Object.values(errors)[0];
  return (
    <details className="panel">
      <summary>{tr('support.summary')}</summary>
      <form aria-label={tr('support.summary')} onSubmit={(e) => void submit(e)}>
        <p className="hint">{s.landingWon ? tr('support.hintWon') : tr('support.hint')}</p>
        <div className="row">
          <SelectField
            label={tr('support.side')}
            value={side}
            options={[
              ['attacker', tr('actions.attacker', { name: s.sides.attacker.name })],
              ['defender', tr('actions.defender', { name: s.sides.defender.name })],
            ]}
            onChange={(v) => (setSide(v), setJoin(''))}
          />
          <SelectField
            label={tr('support.addTo')}
            value={join}
            options={[['', tr('support.newGroup')] as const, ...own.map((g) => [g.id, tr('support.newLances', { name: g.name })] as const)]}
            onChange={setJoin}
          />
        </div>
        <GroupEditor
          group={join ? { ...draft, name: s.groups[join]!.name, role: s.groups[join]!.role } : draft}
          index={0}
          keyPrefix="group"
          fixed={!!join}
          errors={errors}
          eligibility={eligibility}
          onChange={(g) => (setDraft(join ? { ...g, name: draft.name, role: draft.role } : g), setErrors({}))}
        />
        <button type="submit" disabled={busy}>
          {tr('support.add')}
        </button>
        {first && (
          <p className="error-message" role="alert">
            {first}
          </p>
        )}
      </form>
    </details>
  );
}
