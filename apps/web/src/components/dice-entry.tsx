import { useState } from 'react';
import { parseFaces } from '@marshal/core';
import type { DiceNeed } from '../use-game';

/** Ask the table for one roll: what to roll and why; a wrong entry is refused with the reason and can be typed again. */
export function DiceEntry({ need, onEnter, onCancel }: { need: DiceNeed; onEnter: (faces: number[]) => void; onCancel: () => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  function submit(e: React.FormEvent) {
    e.preventDefault();
    try {
      onEnter(parseFaces(text, need));
      setText('');
      setError(null);
    } catch (err) {
      setError((err as Error).message);
    }
  }
  return (
    <form className="panel dice-entry" onSubmit={submit} role="dialog" aria-label="Enter dice">
      <p>
        <strong>
          Roll {need.count}d{need.sides}
        </strong>{' '}
        for: <span className="dice-purpose">{need.purpose}</span>
      </p>
      <label>
        Faces rolled <input autoFocus value={text} onChange={(e) => setText(e.target.value)} placeholder="e.g. 3 5" aria-invalid={error ? true : undefined} />
      </label>{' '}
      <button type="submit">Enter</button>{' '}
      <button type="button" className="secondary" onClick={onCancel}>
        Cancel
      </button>
      {error && (
        <p className="error-message" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
