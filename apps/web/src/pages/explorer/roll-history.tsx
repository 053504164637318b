/** The latest rolls of a panel, newest first. */
export interface HistoryItem {
  readonly text: string;
  readonly detail: string;
  readonly tone?: 'good' | 'bad';
}

export function RollHistory({ label, items }: { label: string; items: readonly HistoryItem[] }) {
  if (items.length === 0) return null;
  return (
    <ol className="history" aria-label={label} aria-live="polite">
      {items.map((item, i) => (
        <li key={items.length - i} className={item.tone ?? ''}>
          <strong>{item.text}</strong> <span className="hint">{item.detail}</span>
        </li>
      ))}
    </ol>
  );
}
