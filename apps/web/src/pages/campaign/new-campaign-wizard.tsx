/** The new-campaign wizard: campaign and sides, each side's groups and units, the tables, house rules and dice; then start. */
import { type CampaignSetupInput, type SideId, SIDES, baseRules, campaignOptions, parseCampaignSetup, sampleCampaignSetup } from '@marshal/campaign';
import { MarshalError } from '@marshal/core';
import { formatSource } from '../../i18n/source-text';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../api';
import { NumberField, TextField } from '../../components/form-field';
import { type DiceMode, DiceChoice } from '../../components/game-start-fields';
import { navigate } from '../../router';
import { type CampaignDraft, blankCampaignDraft, campaignDraftFrom } from './campaign-draft';
import { campaignSetupFromDraft, describeKey, keyOfField } from './campaign-setup-from-draft';
import { JsonDisclosure } from '../../components/json-disclosure';
import { SideStep } from './side-step';
import { TablesStep } from './tables-step';
import { useRuleText } from '../../i18n/rule-text';

const STEPS = ['wizard.steps.sides', 'wizard.steps.attacker', 'wizard.steps.defender', 'wizard.steps.tables', 'wizard.steps.rules'] as const;
const optionGroups = [...new Set(campaignOptions.options.map((o) => o.group ?? o.id))];

/** Which wizard step shows the field a key names. */
export function stepOfKey(key: string): number {
  if (key.startsWith('tables.')) return 3;
  if (key.startsWith('attacker.groups')) return 1;
  if (key.startsWith('defender.groups')) return 2;
  return 0;
}

export function NewCampaignWizard() {
  const { t: tr } = useTranslation('campaign');
  const rule = useRuleText();
  const [draft, setDraft] = useState<CampaignDraft>(blankCampaignDraft);
  const [step, setStep] = useState(0);
  const [checked, setChecked] = useState<readonly number[]>([]);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [dice, setDice] = useState<DiceMode>('physical');
  const [busy, setBusy] = useState(false);
  const result = useMemo(() => campaignSetupFromDraft(draft), [draft]);
  const shown = Object.entries(result.errors).filter(([k]) => checked.includes(stepOfKey(k)));
  const errors: Record<string, string> = { ...Object.fromEntries(shown), ...serverErrors };
  const errorCount = Object.keys(errors).length;
  const eligibility = draft.tables.eligibility?.byScenario ?? baseRules.eligibility.byScenario;

  const change = (d: CampaignDraft) => {
    setDraft(d);
    setServerErrors({});
  };
  const setSide = (side: SideId, s: CampaignDraft[SideId]) => change({ ...draft, [side]: s });

  /** Show the errors of the steps checked so far (a step's errors appear once the person leaves it or starts), and go to the first. */
  function showFirst(keys: string[], steps: readonly number[]) {
    setChecked([...new Set([...checked, ...steps])]);
    if (keys.length) setStep(Math.min(...keys.map(stepOfKey)));
  }

  function next() {
    const here = Object.keys(result.errors).filter((k) => stepOfKey(k) === step);
    if (here.length) return showFirst(here, [step]);
    setStep(step + 1);
  }

  async function start(e: React.FormEvent) {
    e.preventDefault();
    if (!result.value)
      return showFirst(
        Object.keys(result.errors),
        STEPS.map((_, i) => i),
      );
    setBusy(true);
    try {
      const created = await api.post<{ campaign: { id: string } }>('/campaigns', { setup: result.value, ruleset: Object.values(chosen), dice });
      navigate(`/campaigns/${created.campaign.id}`);
    } catch (err) {
      const key = err instanceof ApiError && err.location.field ? keyOfField(err.location.field) : 'start';
      const message = (err as Error).message.replace(/^.*?field [^:]+: /, '');
      setServerErrors({ [key]: key === 'start' ? message : `${describeKey(draft, key)}: ${message}` });
      showFirst(key === 'start' ? [] : [key], []);
    } finally {
      setBusy(false);
    }
  }

  function importJson(input: unknown): string | null {
    try {
      parseCampaignSetup(input);
    } catch (err) {
      if (err instanceof MarshalError) return tr('wizard.notSetup', { message: err.message });
      throw err;
    }
    change(campaignDraftFrom(input as CampaignSetupInput));
    setChecked([]);
    return null;
  }

  return (
    <form className="panel campaign-wizard" aria-labelledby="new-campaign" onSubmit={start}>
      <h2 id="new-campaign">{tr('wizard.heading')}</h2>
      <p>
        <button type="button" className="secondary" onClick={() => (change(blankCampaignDraft()), setChecked([]), setStep(0))}>
          {tr('wizard.blank')}
        </button>{' '}
        <button type="button" className="secondary" onClick={() => (change(campaignDraftFrom(sampleCampaignSetup())), setChecked([]))}>
          {tr('wizard.example')}
        </button>
      </p>
      <ol className="wizard-steps" aria-label={tr('wizard.stepsLabel')}>
        {STEPS.map((title, i) => (
          <li key={title}>
            <button type="button" className={i === step ? '' : 'secondary'} aria-current={i === step ? 'step' : undefined} onClick={() => setStep(i)}>
              {i + 1}. {tr(title)}
              {Object.keys(errors).some((k) => stepOfKey(k) === i) ? ' ⚠' : ''}
            </button>
          </li>
        ))}
      </ol>
      <h3>{tr(STEPS[step]!)}</h3>
      {step === 0 && <CampaignStep draft={draft} errors={errors} onChange={change} />}
      {step === 1 && <SideStep side="attacker" draft={draft.attacker} errors={errors} eligibility={eligibility} onChange={(s) => setSide('attacker', s)} />}
      {step === 2 && <SideStep side="defender" draft={draft.defender} errors={errors} eligibility={eligibility} onChange={(s) => setSide('defender', s)} />}
      {step === 3 && <TablesStep tables={draft.tables} errors={errors} onChange={(tables) => change({ ...draft, tables })} />}
      {step === 4 && (
        <>
          <fieldset>
            <legend>{tr('wizard.houseRules')}</legend>
            {optionGroups.map((g) => (
              <div key={g} role="radiogroup" aria-label={g}>
                {campaignOptions.options
                  .filter((o) => (o.group ?? o.id) === g)
                  .map((o) => (
                    <label key={o.id} className="inline" title={formatSource(o.source)}>
                      <input
                        type="radio"
                        name={g}
                        checked={(chosen[g] ?? campaignOptions.options.find((x) => x.group === g && x.enabledByDefault)?.id) === o.id}
                        onChange={() => setChosen({ ...chosen, [g]: o.id })}
                      />{' '}
                      {rule.optionTitle(o)}
                      <span className="hint"> — {rule.optionDescription(o)}</span>
                    </label>
                  ))}
              </div>
            ))}
          </fieldset>
          <DiceChoice name="campaign-dice" value={dice} onChange={setDice} />
        </>
      )}
      <p>
        {step > 0 && (
          <button type="button" className="secondary" onClick={() => setStep(step - 1)}>
            {tr('wizard.back')}
          </button>
        )}{' '}
        {step < STEPS.length - 1 && (
          <button type="button" className="secondary" onClick={next}>
            {tr('wizard.next')}
          </button>
        )}{' '}
        <button type="submit" disabled={busy}>
          {tr('wizard.start')}
        </button>
      </p>
      {errorCount > 0 && (
        <div className="error-message" role="alert">
          {tr('wizard.fields', { count: errorCount, first: Object.values(errors)[0] })}
        </div>
      )}
      <JsonDisclosure
        what={tr('wizard.what')}
        current={() => (result.value ? { value: result.value } : { value: null, problem: tr('wizard.fixFirst', { first: Object.values(result.errors)[0] }) })}
        onImport={importJson}
      />
    </form>
  );
}

function CampaignStep({ draft, errors, onChange }: { draft: CampaignDraft; errors: Readonly<Record<string, string>>; onChange: (d: CampaignDraft) => void }) {
  const { t: tr } = useTranslation('campaign');
  return (
    <>
      <div className="row">
        <TextField className="grow" label={tr('wizard.title')} value={draft.title} onChange={(title) => onChange({ ...draft, title })} error={errors.title} />
        <NumberField
          label={tr('wizard.turnLimit')}
          value={draft.turnLimit}
          onChange={(turnLimit) => onChange({ ...draft, turnLimit })}
          error={errors.turnLimit}
          hint={tr('wizard.noLimit')}
        />
      </div>
      <TextField label={tr('wizard.goal')} value={draft.goal} onChange={(goal) => onChange({ ...draft, goal })} error={errors.goal} />
      {SIDES.map((side) => {
        const s = draft[side];
        const set = (x: Partial<typeof s>) => onChange({ ...draft, [side]: { ...s, ...x } });
        return (
          <fieldset key={side} className="row" aria-label={tr(`wizard.side.${side}`)}>
            <legend>{tr(`wizard.side.${side}`)}</legend>
            <TextField
              label={tr('wizard.name', { side: tr(`wizard.side.${side}`) })}
              value={s.name}
              onChange={(name) => set({ name })}
              error={errors[`${side}.name`]}
            />
            <NumberField
              label={tr('wizard.budgetOf', { side: tr(`wizard.side.${side}`) })}
              value={s.budget}
              onChange={(budget) => set({ budget })}
              error={errors[`${side}.budget`]}
              hint={tr('wizard.noBudget')}
            />
            <NumberField
              label={tr('wizard.supplyOf', { side: tr(`wizard.side.${side}`) })}
              value={s.supply}
              onChange={(supply) => set({ supply })}
              error={errors[`${side}.supply`]}
              hint={tr('wizard.unlimited')}
            />
          </fieldset>
        );
      })}
    </>
  );
}
