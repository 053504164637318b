/** Fields every "start a game" form shares: the optional rules to switch on, and who rolls the dice. */
import { useTranslation } from 'react-i18next';
import { useRuleText } from '../i18n/rule-text';

export interface OptionInfo {
  readonly id: string;
  readonly title: string;
  readonly description: string;
}

export function OptionChecklist({
  options,
  selected,
  onChange,
  describe,
  className,
}: {
  options: readonly OptionInfo[];
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  describe?: (o: OptionInfo) => string;
  className?: string;
}) {
  const { t } = useTranslation();
  const rule = useRuleText();
  return (
    <fieldset className={className}>
      <legend>{t('start.optional')}</legend>
      {options.map((o) => (
        <label key={o.id} className="inline" title={describe ? describe(o) : rule.optionDescription(o)}>
          <input
            type="checkbox"
            checked={selected.includes(o.id)}
            onChange={(e) => onChange(e.target.checked ? [...selected, o.id] : selected.filter((x) => x !== o.id))}
          />{' '}
          {rule.optionTitle(o)}
        </label>
      ))}
    </fieldset>
  );
}

export type DiceMode = 'physical' | 'seeded';

export function DiceChoice({ name, value, onChange, seededLabel }: { name: string; value: DiceMode; onChange: (v: DiceMode) => void; seededLabel?: string }) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend>{t('start.dice')}</legend>
      <label className="inline">
        <input type="radio" name={name} checked={value === 'physical'} onChange={() => onChange('physical')} /> {t('start.physical')}
      </label>
      <label className="inline">
        <input type="radio" name={name} checked={value === 'seeded'} onChange={() => onChange('seeded')} /> {seededLabel ?? t('start.seeded')}
      </label>
    </fieldset>
  );
}
