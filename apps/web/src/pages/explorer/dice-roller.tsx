import { type DiceSource, MarshalError, PhysicalDice, SeededDice, parseFaces } from '@marshal/core';
import { type FormEvent, useId, useRef, useState } from 'react';

export interface DiceRollerProps {
  /** The dice the person must roll, for checking typed faces. */
  readonly dice: { readonly count: number; readonly sides: number };
  /** Names the controls, e.g. "check" or "table". */
  readonly name: string;
  /** Called with a source that yields this roll's faces; throw a MarshalError to show a message. */
  readonly onRoll: (source: DiceSource, how: string) => void;
}

const freshSeed = (): string => {
  const words = crypto.getRandomValues(new Uint32Array(2));
  return Array.from(words, (w) => w.toString(36)).join('');
};

/** Roll with a seeded source (reproducible: same seed, same sequence) or with faces typed in from real dice. */
export function DiceRoller({ dice, name, onRoll }: DiceRollerProps) {
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
      run(stream.current.dice, `seed "${seed}", roll ${stream.current.rolls}`);
      return;
    }
    let parsed: number[];
    try {
      parsed = parseFaces(faces, dice);
    } catch (err) {
      setError(err instanceof MarshalError ? err.message : String(err));
      return;
    }
    if (run(new PhysicalDice([parsed]), `dice entered: ${parsed.join(' ')}`)) setFaces('');
  };

  return (
    <form className="dice-roller" onSubmit={submit} aria-label={`Roll the ${name}`}>
      <fieldset>
        <legend>Dice</legend>
        <label className="inline">
          <input type="radio" name={`${id}-mode`} checked={mode === 'seeded'} onChange={() => setMode('seeded')} /> Seeded
        </label>
        <label className="inline">
          <input type="radio" name={`${id}-mode`} checked={mode === 'entered'} onChange={() => setMode('entered')} /> I rolled real dice
        </label>
      </fieldset>
      {mode === 'seeded' ? (
        <div className="row">
          <label>
            <span>Seed</span>
            <input aria-label={`Seed for the ${name}`} value={seed} onChange={(e) => setSeed(e.target.value)} />
          </label>
          <button type="button" className="secondary" onClick={() => setSeed(freshSeed())}>
            New seed
          </button>
        </div>
      ) : (
        <label>
          <span>
            Faces rolled ({dice.count}d{dice.sides})
          </span>
          <input
            aria-label={`Faces rolled for the ${name}`}
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
      <button type="submit">Roll</button>
    </form>
  );
}
