import { SEEDS, type SeedId, type Source, bookSource, defaultSource, seedSource } from '@marshal/core';
import { useTranslation } from 'react-i18next';

/** What a person types to cite a modifier; turned into a core `Source` by `toSource`. */
export interface SourceDraft {
  readonly kind: 'book' | 'seed' | 'house-rule' | 'default';
  /** Book title, seed id, house-rule id, or the missing table's name. */
  readonly name: string;
  /** Page or section (book), section (seed), note (house rule), rationale (default). */
  readonly detail: string;
}

export function toSource(d: SourceDraft): Source {
  const detail = d.detail.trim();
  switch (d.kind) {
    case 'book':
      if (/^\d+$/.test(detail)) return bookSource(d.name.trim() || 'Unnamed book', { page: Number(detail) });
      return bookSource(d.name.trim() || 'Unnamed book', detail ? { section: detail } : {});
    case 'seed':
      return seedSource((d.name in SEEDS ? d.name : '000') as SeedId, detail || 'whole document');
    case 'house-rule':
      return { kind: 'house-rule', id: d.name.trim() || 'table-ruling', note: detail || 'agreed at the table' };
    case 'default':
      return defaultSource(d.name.trim() || 'unnamed table', detail || 'chosen at the table');
  }
}

/** Source kind plus two fields; `prefix` makes each label unique, e.g. "Modifier 2". */
export function SourceFields({ value, onChange, prefix }: { value: SourceDraft; onChange: (d: SourceDraft) => void; prefix: string }) {
  const { t } = useTranslation('explorer');
  const nameLabel = t(`source.name.${value.kind}`);
  const detailLabel = t(`source.detail.${value.kind}`);
  const setKind = (kind: SourceDraft['kind']) => onChange({ kind, name: kind === 'seed' ? '000' : kind === 'book' ? 'Total Warfare' : '', detail: '' });
  return (
    <>
      <label>
        <span>{t('source.label')}</span>
        <select aria-label={t('source.kindOf', { prefix })} value={value.kind} onChange={(e) => setKind(e.target.value as SourceDraft['kind'])}>
          <option value="book">{t('source.kind.book')}</option>
          <option value="seed">{t('source.kind.seed')}</option>
          <option value="house-rule">{t('source.kind.house-rule')}</option>
          <option value="default">{t('source.kind.default')}</option>
        </select>
      </label>
      <label>
        <span>{nameLabel}</span>
        {value.kind === 'seed' ? (
          <select
            aria-label={t('source.fieldOf', { prefix, field: t('source.nameField.seed') })}
            value={value.name}
            onChange={(e) => onChange({ ...value, name: e.target.value })}
          >
            {Object.entries(SEEDS).map(([id, s]) => (
              <option key={id} value={id}>
                {s.title}
              </option>
            ))}
          </select>
        ) : (
          <input
            aria-label={t('source.fieldOf', { prefix, field: t(`source.nameField.${value.kind}`) })}
            value={value.name}
            onChange={(e) => onChange({ ...value, name: e.target.value })}
          />
        )}
      </label>
      <label>
        <span>{detailLabel}</span>
        <input
          aria-label={t('source.fieldOf', { prefix, field: t(`source.detailField.${value.kind}`) })}
          value={value.detail}
          onChange={(e) => onChange({ ...value, detail: e.target.value })}
        />
      </label>
    </>
  );
}
