import { type DiceSource, MarshalError, PhysicalDice, SeededDice, parseFaces } from '@marshal/core';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface DiceRollerProps {
  /** The dice the person must roll, for checking typed faces. */
  readonly dice: { readonly count: number; readonly sides: number };
  /** Names the controls and the dice stream: "check" or "table" (the stream name stays as is in every language). */
  readonly name: 'check' | 'table';
  /** Called with a source that yields this roll's faces; throw a MarshalError to show a message. */
  readonly onRoll: (source: DiceSource, how: string) => void;
}

const freshSeed = (): string => {
  const words = crypto.getRandomValues(new Uint32Array(2));
  return Array.from(words, (w) => w.toString(36)).join('');
};

/** Roll with a seeded source (reproducible: same seed, same sequence) or with faces typed in from real dice. */
export function DiceRoller({ dice, name, onRoll }: DiceRollerProps) {
  const { t } = useTranslation('explorer');
  const what = t(`roller.${name}`);
  const id = useId();
  const [mode, setMode] = useState<'seeded' | 'entered'>('seeded');
  const [seed, setSeed] = useState('marshal');
  const [faces, setFaces] = useState('');
  const [error, setError] = useState<string | null>(null);
  const stream = useRef<{ seed: string; dice: SeededDice; rolls: number } | null>(null);

  const run = (source: DiceSource, how: string): boolean => {
    try {
      onRoll(source, how);
      setError(null);
      return true;
    } catch (e) {
      setError(e instanceof MarshalError ? e.message : String(e));
      return false;
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (mode === 'seeded') {
      if (!stream.current || stream.current.seed !== seed) stream.current = { seed, dice: SeededDice.fromSeed(seed, name), rolls: 0 };
      stream.current.rolls++;
      run(stream.current.dice, t('roller.seededHow', { seed, n: stream.current.rolls }));
      return;
    }
    let parsed: number[];
    try {
      parsed = parseFaces(faces, dice);
    } catch (err) {
      setError(err instanceof MarshalError ? err.message : String(err));
      return;
    }
    if (run(new PhysicalDice([parsed]), t('roller.enteredHow', { faces: parsed.join(' ') }))) setFaces('');
  };

  return (
    <form className="dice-roller" onSubmit={submit} aria-label={t('roller.form', { what })}>
      <fieldset>
        <legend>{t('roller.dice')}</legend>
        <label className="inline">
          <input type="radio" name={`${id}-mode`} checked={mode === 'seeded'} onChange={() => setMode('seeded')} /> {t('roller.seeded')}
        </label>
        <label className="inline">
          <input type="radio" name={`${id}-mode`} checked={mode === 'entered'} onChange={() => setMode('entered')} /> {t('roller.real')}
        </label>
      </fieldset>
      {mode === 'seeded' ? (
        <div className="row">
          <label>
            <span>{t('roller.seed')}</span>
            <input aria-label={t('roller.seedFor', { what })} value={seed} onChange={(e) => setSeed(e.target.value)} />
          </label>
          <button type="button" className="secondary" onClick={() => setSeed(freshSeed())}>
            {t('roller.newSeed')}
          </button>
        </div>
      ) : (
        <label>
          <span>{t('roller.faces', { dice: `${dice.count}d${dice.sides}` })}</span>
          <input
            aria-label={t('roller.facesFor', { what })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            inputMode="numeric"
            placeholder={Array.from({ length: Math.min(dice.count, 4) }, (_, i) => ((i * 2) % dice.sides) + 1).join(' ')}
            value={faces}
            onChange={(e) => setFaces(e.target.value)}
          />
        </label>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="error-message">
          {error}
        </p>
      )}
      <button type="submit">{t('roller.roll')}</button>
    </form>
  );
}
