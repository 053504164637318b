import { useState } from 'react';
import { parseFaces } from '@marshal/core';
import { useTranslation } from 'react-i18next';
import { useEngineText } from '../i18n/engine-text';
import type { DiceNeed } from '../use-game';

/** Ask the table for one roll: what to roll and why; a wrong entry is refused with the reason and can be typed again. */
export function DiceEntry({ need, onEnter, onCancel }: { need: DiceNeed; onEnter: (faces: number[]) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const engine = useEngineText();
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
    <form className="panel dice-entry" onSubmit={submit} role="dialog" aria-label={t('diceEntry.label')}>
      <p>
        <strong>{t('diceEntry.roll', { dice: `${need.count}d${need.sides}` })}</strong> {t('diceEntry.for')}{' '}
        <span className="dice-purpose">{engine.dice(need.purpose)}</span>
      </p>
      <label>
        {t('diceEntry.faces')}{' '}
        <input
          autoFocus
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('diceEntry.placeholder')}
          aria-invalid={error ? true : undefined}
        />
      </label>{' '}
      <button type="submit">{t('diceEntry.enter')}</button>{' '}
      <button type="button" className="secondary" onClick={onCancel}>
        {t('diceEntry.cancel')}
      </button>
      {error && (
        <p className="error-message" role="alert">
          {engine.dice(error)}
        </p>
      )}
    </form>
  );
}
