/** "Edit as JSON": the form's setup as JSON to copy or save, and JSON pasted back into the form; never the way in for a new user. */
import { useState } from 'react';

export function JsonDisclosure<T>({
  what,
  current,
  onImport,
}: {
  what: string;
  current: () => { value: T | null; problem?: string };
  onImport: (input: unknown) => string | null;
}) {
  const [text, setText] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  function show() {
    const c = current();
    if (c.value === null) return setMessage(c.problem ?? 'Fix the fields marked in the form first.');
    setText(JSON.stringify(c.value, null, 2));
    setMessage(null);
  }
  function use() {
    let input: unknown;
    try {
      input = JSON.parse(text);
    } catch (e) {
      return setMessage(`This is not valid JSON: ${(e as Error).message}`);
    }
    setMessage(onImport(input) ?? `The ${what} is now in the form.`);
  }
  return (
    <details className="json-disclosure">
      <summary>Edit as JSON (import or export)</summary>
      <p className="hint">For copying a {what} between games or keeping it in a file. The form above is the usual way to fill it in.</p>
      <button type="button" className="secondary" onClick={show}>
        Show the form as JSON
      </button>
      <label>
        <span>{what} as JSON</span>
        <textarea rows={12} value={text} onChange={(e) => setText(e.target.value)} spellCheck={false} className="code" />
      </label>
      <button type="button" className="secondary" onClick={use} disabled={!text.trim()}>
        Use this JSON in the form
      </button>
      {message && <p role="status">{message}</p>}
    </details>
  );
}
