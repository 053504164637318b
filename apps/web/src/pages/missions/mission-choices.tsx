import { formatSource } from '../../i18n/source-text';
import {
  OPTIONAL_RULES_SOURCE,
  OPTIONAL_RULE_CHOICES,
  houseRuleChoicesFor,
  optionalRuleProblem,
  paramChoicesFor,
  type MissionUnit,
  type Side,
} from '@marshal/missions';
import { NumberField } from '../../components/number-field';
import { useTranslation } from 'react-i18next';
import { useRuleText } from '../../i18n/rule-text';

/** What the players chose beyond the forces: numbers, house rules, optional rules, Assassination targets. */
export interface Choices {
  readonly params: Readonly<Record<string, number>>;
  /** Chosen alternative by house-rule group id (or true/false for a single switch). */
  readonly houseRules: Readonly<Record<string, string | boolean>>;
  readonly optionalRules: readonly string[];
  readonly bothAgreeToExceedCap: boolean;
  readonly targets: Readonly<Partial<Record<Side, string>>>;
  readonly targetIgnoresGeneralRetreat: boolean;
}

export const NO_CHOICES: Choices = {
  params: {},
  houseRules: {},
  optionalRules: [],
  bothAgreeToExceedCap: false,
  targets: {},
  targetIgnoresGeneralRetreat: true,
};

interface Props {
  readonly mission: string;
  readonly units: readonly MissionUnit[];
  readonly choices: Choices;
  readonly onChange: (c: Choices) => void;
  readonly errorFor: (key: string) => string | null;
  readonly onValidity: (key: string, error: string | null) => void;
}

const Src = ({ s }: { s: Parameters<typeof formatSource>[0] }) => <span className="source">[{formatSource(s)}]</span>;

/** Assassination: which unit of each side is its target; the rules want its most valuable ground unit, so the choice matters on a tie. */
function Targets({ units, choices, onChange, errorFor }: Omit<Props, 'mission' | 'onValidity'>) {
  const { t: tr } = useTranslation('missions');
  return (
    <fieldset className="panel" aria-label={tr('choices.targets')}>
      <legend>{tr('choices.targets')}</legend>
      <p className="hint">{tr('choices.targetsHint')}</p>
      {(['attacker', 'defender'] as const).map((side) => {
        const eligible = units.filter((u) => u.side === side && u.ground && !u.support).sort((a, b) => b.value - a.value);
        const err = errorFor(`targets.${side}`);
        return (
          <div key={side}>
            <label>
              {side === 'attacker' ? tr('choices.attackerTarget') : tr('choices.defenderTarget')}{' '}
              <select
                value={choices.targets[side] ?? ''}
                aria-invalid={err ? 'true' : 'false'}
                onChange={(e) => {
                  const { [side]: _old, ...rest } = choices.targets;
                  onChange({ ...choices, targets: e.target.value ? { ...rest, [side]: e.target.value } : rest });
                }}
              >
                <option value="">{tr('choices.mostValuable')}</option>
                {eligible.map((u) => (
                  <option key={u.id} value={u.id}>
                    {u.name || u.id} (BV {u.value})
                  </option>
                ))}
              </select>
            </label>
            {err && (
              <span className="field-error" role="alert">
                {err}
              </span>
            )}
          </div>
        );
      })}
      <label>
        <input
          type="checkbox"
          checked={choices.targetIgnoresGeneralRetreat}
          onChange={(e) => onChange({ ...choices, targetIgnoresGeneralRetreat: e.target.checked })}
        />{' '}
        {tr('choices.stay')}
      </label>
    </fieldset>
  );
}

/** Every choice the mission offers besides forces and objectives, each with where it comes from. */
export function MissionChoices({ mission, units, choices, onChange, errorFor, onValidity }: Props) {
  const { t: tr } = useTranslation('missions');
  const rule = useRuleText();
  const params = paramChoicesFor(mission);
  const houseRules = houseRuleChoicesFor(mission);
  const optionalProblem = optionalRuleProblem(choices.optionalRules);
  return (
    <>
      {mission === 'assassination' && <Targets units={units} choices={choices} onChange={onChange} errorFor={errorFor} />}
      <fieldset className="panel mission-numbers" aria-label={tr('choices.numbers')}>
        <legend>{tr('choices.numbersLegend')}</legend>
        {params.map((p) => (
          <div key={p.key} className="choice">
            <NumberField
              label={rule.param(p)}
              fieldKey={`params.${p.key}`}
              value={choices.params[p.key] ?? p.defaultValue}
              integer={p.integer}
              min={p.min}
              minIncluded={p.minIncluded}
              max={p.max}
              unit={p.unit ? tr(`choices.units.${p.unit}`) : ''}
              error={errorFor(`params.${p.key}`)}
              onValidity={onValidity}
              onChange={(v) => {
                const { [p.key]: _old, ...rest } = choices.params;
                onChange({ ...choices, params: v === null || v === p.defaultValue ? rest : { ...rest, [p.key]: v } });
              }}
            />{' '}
            <span className="hint">
              {tr('choices.usual', { value: p.defaultValue })}
              {p.tableOnly ? tr('choices.tableOnly') : ''}
            </span>{' '}
            <Src s={p.source} />
          </div>
        ))}
        <label>
          <input type="checkbox" checked={choices.bothAgreeToExceedCap} onChange={(e) => onChange({ ...choices, bothAgreeToExceedCap: e.target.checked })} />{' '}
          {tr('choices.overCap')}
        </label>
      </fieldset>
      <fieldset className="panel house-rules" aria-label={tr('choices.house')}>
        <legend>{tr('choices.houseLegend')}</legend>
        {houseRules.map((h) =>
          h.alternatives.length === 1 ? (
            <label key={h.id} className="choice" title={rule.optionDescription(h.alternatives[0]!)}>
              <input
                type="checkbox"
                checked={choices.houseRules[h.id] === true}
                onChange={(e) => onChange({ ...choices, houseRules: { ...choices.houseRules, [h.id]: e.target.checked } })}
              />{' '}
              {rule.optionTitle({ id: h.alternatives[0]!.id, title: h.label })} <Src s={h.source} />
            </label>
          ) : (
            <fieldset key={h.id} className="choice" aria-label={rule.houseRuleGroup(h)}>
              <legend>{rule.houseRuleGroup(h)}</legend>
              {h.alternatives.map((a) => (
                <label key={a.id} title={rule.optionDescription(a)}>
                  <input
                    type="radio"
                    name={h.id}
                    checked={(choices.houseRules[h.id] ?? h.alternatives.find((x) => x.isDefault)?.id) === a.id}
                    onChange={() => onChange({ ...choices, houseRules: { ...choices.houseRules, [h.id]: a.id } })}
                  />{' '}
                  {rule.optionTitle(a)}
                  {a.isDefault ? tr('choices.usualReading') : ''}
                </label>
              ))}
              <Src s={h.source} />
            </fieldset>
          ),
        )}
      </fieldset>
      <fieldset className="panel optional-rules" aria-label={tr('choices.optional')}>
        <legend>{tr('choices.optionalLegend')}</legend>
        <p className="hint">
          {tr('choices.optionalHint')} <Src s={OPTIONAL_RULES_SOURCE} />
        </p>
        {OPTIONAL_RULE_CHOICES.map((o) => (
          <label key={o.id} className="choice" title={rule.optionDescription(o)}>
            <input
              type="checkbox"
              checked={choices.optionalRules.includes(o.id)}
              onChange={(e) =>
                onChange({
                  ...choices,
                  optionalRules: e.target.checked ? [...choices.optionalRules, o.id] : choices.optionalRules.filter((x) => x !== o.id),
                })
              }
            />{' '}
            {rule.optionTitle(o)} <Src s={o.source} />
          </label>
        ))}
        {(optionalProblem ?? errorFor('optionalRules')) && (
          <p className="field-error" role="alert">
            {optionalProblem ?? errorFor('optionalRules')}
          </p>
        )}
      </fieldset>
    </>
  );
}
