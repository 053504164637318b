import { useTranslation } from 'react-i18next';
import { formatSource } from '../../i18n/source-text';
import { tournamentOptions } from '@marshal/tournament';
import { useRuleText } from '../../i18n/rule-text';

type Option = (typeof tournamentOptions.options)[number];

/** The event's house rules: each group of alternatives as one choice, the rest one by one. */
export interface HouseRuleChoice {
  /** The chosen option of each group of alternatives (group id → option id); a group not listed keeps its default. */
  readonly groups: Readonly<Record<string, string>>;
  /** The options outside any group that are switched on. */
  readonly extra: readonly string[];
}

export const NO_HOUSE_RULES: HouseRuleChoice = { groups: {}, extra: [] };

/** The groups of alternatives, in the registry's order, each with its options. */
export function optionGroups(options: readonly Option[] = tournamentOptions.options): { id: string; options: Option[] }[] {
  const out: { id: string; options: Option[] }[] = [];
  for (const o of options) {
    if (!o.group) continue;
    const g = out.find((x) => x.id === o.group) ?? out[out.push({ id: o.group, options: [] }) - 1]!;
    g.options.push(o);
  }
  return out;
}

/**
 * The ruleset the API takes (the same as before): the options switched on beyond the defaults — a group's choice when
 * it is not the group's default, and the ungrouped options ticked. Alternatives of one group can never both be sent.
 */
export function rulesetOf(choice: HouseRuleChoice, options: readonly Option[] = tournamentOptions.options): string[] {
  const out: string[] = [];
  for (const g of optionGroups(options)) {
    const chosen = g.options.find((o) => o.id === choice.groups[g.id]);
    if (chosen && !chosen.enabledByDefault) out.push(chosen.id);
  }
  for (const o of options) if (!o.group && !o.enabledByDefault && choice.extra.includes(o.id)) out.push(o.id);
  return out;
}

/**
 * The house rules on the new-event form: alternatives (options sharing a group, such as how the outcomes the rules leave
 * open score) as a radio group with the default chosen, so only one can be chosen; independent options as check boxes.
 */
export function HouseRuleChoices({ value, onChange }: { value: HouseRuleChoice; onChange: (v: HouseRuleChoice) => void }) {
  const { t: tr } = useTranslation('tournament');
  const rule = useRuleText();
  const text = (o: Option) => (
    <>
      {rule.optionTitle(o)}
      {o.enabledByDefault ? tr('list.ruleDefault') : ''}
      <span className="hint"> — {rule.optionDescription(o)}</span>
    </>
  );
  return (
    <fieldset className="house-rules">
      <legend>{tr('list.houseRules')}</legend>
      {optionGroups().map((g) => {
        const chosen = value.groups[g.id] ?? g.options.find((o) => o.enabledByDefault)?.id ?? g.options[0]!.id;
        return (
          <fieldset key={g.id} className="group-box" role="radiogroup">
            <legend>{tr(`list.ruleGroup.${g.id}`)}</legend>
            {g.options.map((o) => (
              <label key={o.id} title={formatSource(o.source)}>
                <input
                  type="radio"
                  name={`house-rule-${g.id}`}
                  value={o.id}
                  checked={chosen === o.id}
                  onChange={() => onChange({ ...value, groups: { ...value.groups, [g.id]: o.id } })}
                />{' '}
                {text(o)}
              </label>
            ))}
          </fieldset>
        );
      })}
      {tournamentOptions.options
        .filter((o) => !o.group && !o.enabledByDefault)
        .map((o) => (
          <label key={o.id} title={formatSource(o.source)}>
            <input
              type="checkbox"
              checked={value.extra.includes(o.id)}
              onChange={(e) => onChange({ ...value, extra: e.target.checked ? [...value.extra, o.id] : value.extra.filter((r) => r !== o.id) })}
            />{' '}
            {text(o)}
          </label>
        ))}
    </fieldset>
  );
}
