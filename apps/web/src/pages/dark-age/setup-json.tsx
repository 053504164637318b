import { useState } from 'react';
import { type DaSetupForm, formFromSetup, setupFromForm } from '@marshal/dark-age';

/** Optional: the table as JSON, to copy out, download, paste or import a file; loading JSON replaces the form. */
export function SetupJson({ form, onLoad }: { form: DaSetupForm; onLoad: (f: DaSetupForm) => void }) {
  const [text, setText] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const current = setupFromForm(form);
  const exported = current.setup ? JSON.stringify(current.setup, null, 2) : null;
  function load(raw: string) {
    setMessage(null);
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch (err) {
      setMessage(`The JSON could not be read: ${(err as Error).message}`);
      return;
    }
    try {
      onLoad(formFromSetup(data));
      setMessage('Loaded into the form above.');
    } catch (err) {
      setMessage((err as Error).message);
    }
  }
  return (
    <details className="panel">
      <summary>Edit as JSON, import or export</summary>
      <p className="hint">The form above is the usual way; JSON is for copying a table between places.</p>
      <div className="row">
        <button type="button" className="secondary" disabled={!exported} onClick={() => exported && (setText(exported), setMessage(null))}>
          Show the form as JSON
        </button>
        {exported && (
          <a href={`data:application/json;charset=utf-8,${encodeURIComponent(exported)}`} download="fire-for-effect-table.json">
            Download the table as JSON
          </a>
        )}
        <label>
          Import a JSON file
          <input type="file" accept="application/json,.json" onChange={(e) => void e.target.files?.[0]?.text().then((t) => (setText(t), load(t)))} />
        </label>
      </div>
      {!exported && <p className="hint">Export is available once the form has no problems.</p>}
      <label>
        Table as JSON
        <textarea rows={12} value={text} onChange={(e) => setText(e.target.value)} spellCheck={false} className="code" />
      </label>
      <button type="button" className="secondary" disabled={!text.trim()} onClick={() => load(text)}>
        Load the JSON into the form
      </button>
      {message && (
        <p className={message.startsWith('Loaded') ? 'hint' : 'error-message'} role="status">
          {message}
        </p>
      )}
    </details>
  );
}
