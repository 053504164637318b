import { SEEDS, type SeedId, type Source, bookSource, defaultSource, seedSource } from '@marshal/core';

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

const NAME_LABEL: Record<SourceDraft['kind'], string> = { book: 'Book', seed: 'Document', 'house-rule': 'Rule id', default: 'Missing table' };
const DETAIL_LABEL: Record<SourceDraft['kind'], string> = { book: 'Page or section', seed: 'Section', 'house-rule': 'Note', default: 'Rationale' };

/** Source kind plus two fields; `prefix` makes each label unique, e.g. "Modifier 2". */
export function SourceFields({ value, onChange, prefix }: { value: SourceDraft; onChange: (d: SourceDraft) => void; prefix: string }) {
  const setKind = (kind: SourceDraft['kind']) => onChange({ kind, name: kind === 'seed' ? '000' : kind === 'book' ? 'Total Warfare' : '', detail: '' });
  return (
    <>
      <label>
        <span>Source</span>
        <select aria-label={`${prefix} source kind`} value={value.kind} onChange={(e) => setKind(e.target.value as SourceDraft['kind'])}>
          <option value="book">Rulebook</option>
          <option value="seed">Rule document</option>
          <option value="house-rule">House rule</option>
          <option value="default">Default (table not available)</option>
        </select>
      </label>
      <label>
        <span>{NAME_LABEL[value.kind]}</span>
        {value.kind === 'seed' ? (
          <select aria-label={`${prefix} document`} value={value.name} onChange={(e) => onChange({ ...value, name: e.target.value })}>
            {Object.entries(SEEDS).map(([id, s]) => (
              <option key={id} value={id}>
                {s.title}
              </option>
            ))}
          </select>
        ) : (
          <input
            aria-label={`${prefix} ${NAME_LABEL[value.kind].toLowerCase()}`}
            value={value.name}
            onChange={(e) => onChange({ ...value, name: e.target.value })}
          />
        )}
      </label>
      <label>
        <span>{DETAIL_LABEL[value.kind]}</span>
        <input
          aria-label={`${prefix} ${DETAIL_LABEL[value.kind].toLowerCase()}`}
          value={value.detail}
          onChange={(e) => onChange({ ...value, detail: e.target.value })}
        />
      </label>
    </>
  );
}
