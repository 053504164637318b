import { useTranslation } from 'react-i18next';
import type { BotSearch } from '@marshal/battletech';

/** "Bot: full / quick": which bot plays a simulation (the full bot by default; the quick one is the fast simulation bot, ADR 0045). */
export function BotSelect({ value, onChange }: { value: BotSearch; onChange: (bot: BotSearch) => void }) {
  const { t: tr } = useTranslation('simulate');
  return (
    <label className="narrow">
      <span>{tr('bot.label')}</span>
      <select value={value} onChange={(e) => onChange(e.target.value === 'quick' ? 'quick' : 'full')} aria-label={tr('bot.label')} title={tr('bot.hint')}>
        <option value="full">{tr('bot.full')}</option>
        <option value="quick">{tr('bot.quick')}</option>
      </select>
    </label>
  );
}
