import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DaSetupForm, formFromSetup, setupFromForm } from '@marshal/dark-age';

/** Optional: the table as JSON, to copy out, download, paste or import a file; loading JSON replaces the form. */
export function SetupJson({ form, onLoad }: { form: DaSetupForm; onLoad: (f: DaSetupForm) => void }) {
  const { t } = useTranslation('darkAge');
  const [text, setText] = useState('');
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const current = setupFromForm(form);
  const exported = current.setup ? JSON.stringify(current.setup, null, 2) : null;
  function load(raw: string) {
    setMessage(null);
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch (err) {
      setMessage({ text: t('json.unreadable', { message: (err as Error).message }), ok: false });
      return;
    }
    try {
      onLoad(formFromSetup(data));
      setMessage({ text: t('json.loaded'), ok: true });
    } catch (err) {
      setMessage({ text: (err as Error).message, ok: false });
    }
  }
  return (
    <details className="panel">
      <summary>{t('json.summary')}</summary>
      <p className="hint">{t('json.hint')}</p>
      <div className="row">
        <button type="button" className="secondary" disabled={!exported} onClick={() => exported && (setText(exported), setMessage(null))}>
          {t('json.show')}
        </button>
        {exported && (
          <a href={`data:application/json;charset=utf-8,${encodeURIComponent(exported)}`} download="fire-for-effect-table.json">
            {t('json.download')}
          </a>
        )}
        <label>
          {t('json.import')}
          <input type="file" accept="application/json,.json" onChange={(e) => void e.target.files?.[0]?.text().then((t) => (setText(t), load(t)))} />
        </label>
      </div>
      {!exported && <p className="hint">{t('json.exportLater')}</p>}
      <label>
        {t('json.table')}
        <textarea rows={12} value={text} onChange={(e) => setText(e.target.value)} spellCheck={false} className="code" />
      </label>
      <button type="button" className="secondary" disabled={!text.trim()} onClick={() => load(text)}>
        {t('json.load')}
      </button>
      {message && (
        <p className={message.ok ? 'hint' : 'error-message'} role="status">
          {message.text}
        </p>
      )}
    </details>
  );
}
