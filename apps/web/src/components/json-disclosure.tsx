/** "Edit as JSON": the form's setup as JSON to copy or save, and JSON pasted back into the form; never the way in for a new user. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export function JsonDisclosure<T>({
  what,
  current,
  onImport,
}: {
  what: string;
  current: () => { value: T | null; problem?: string };
  onImport: (input: unknown) => string | null;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  function show() {
    const c = current();
    if (c.value === null) return setMessage(c.problem ?? t('json.fixFirst'));
    setText(JSON.stringify(c.value, null, 2));
    setMessage(null);
  }
  function use() {
    let input: unknown;
    try {
      input = JSON.parse(text);
    } catch (e) {
      return setMessage(t('json.invalid', { message: (e as Error).message }));
    }
    setMessage(onImport(input) ?? t('json.imported', { what }));
  }
  return (
    <details className="json-disclosure">
      <summary>{t('json.summary')}</summary>
      <p className="hint">{t('json.hint', { what })}</p>
      <button type="button" className="secondary" onClick={show}>
        {t('json.show')}
      </button>
      <label>
        <span>{t('json.label', { what })}</span>
        <textarea rows={12} value={text} onChange={(e) => setText(e.target.value)} spellCheck={false} className="code" />
      </label>
      <button type="button" className="secondary" onClick={use} disabled={!text.trim()}>
        {t('json.use')}
      </button>
      {message && <p role="status">{message}</p>}
    </details>
  );
}
