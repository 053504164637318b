import { useTranslation } from 'react-i18next';
import { type SourceDraft, SourceFields } from './source-fields';

/** One modifier as typed: the value stays text until the check is built, so a half-typed "-" is not lost. */
export interface ModifierDraft {
  readonly key: number;
  readonly label: string;
  readonly value: string;
  readonly source: SourceDraft;
}

interface Props {
  readonly drafts: readonly ModifierDraft[];
  readonly onChange: (drafts: ModifierDraft[]) => void;
}

/** The editable list of modifiers: label, value and source for each; add and remove. */
export function ModifierEditor({ drafts, onChange }: Props) {
  const { t } = useTranslation('explorer');
  const update = (key: number, change: Partial<ModifierDraft>) => onChange(drafts.map((d) => (d.key === key ? { ...d, ...change } : d)));
  const remove = (key: number) => onChange(drafts.filter((d) => d.key !== key));
  const add = () => {
    const key = Math.max(0, ...drafts.map((d) => d.key)) + 1;
    onChange([...drafts, { key, label: '', value: '0', source: { kind: 'book', name: 'Total Warfare', detail: '' } }]);
  };
  return (
    <>
      <ol className="modifier-list" aria-label={t('modifiers.list')}>
        {drafts.map((d, i) => (
          <li key={d.key} className="modifier-editor">
            <label>
              <span>{t('modifiers.label')}</span>
              <input aria-label={t('modifiers.labelOf', { n: i + 1 })} value={d.label} onChange={(e) => update(d.key, { label: e.target.value })} />
            </label>
            <label className="narrow">
              <span>{t('modifiers.value')}</span>
              <input
                aria-label={t('modifiers.valueOf', { n: i + 1 })}
                inputMode="numeric"
                value={d.value}
                onChange={(e) => update(d.key, { value: e.target.value })}
              />
            </label>
            <SourceFields prefix={t('modifiers.prefix', { n: i + 1 })} value={d.source} onChange={(source) => update(d.key, { source })} />
            <button
              type="button"
              className="secondary remove"
              aria-label={t('modifiers.removeOf', { n: i + 1, label: d.label || t('unlabelled') })}
              onClick={() => remove(d.key)}
            >
              {t('modifiers.remove')}
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className="secondary" onClick={add}>
        {t('modifiers.add')}
      </button>
    </>
  );
}
