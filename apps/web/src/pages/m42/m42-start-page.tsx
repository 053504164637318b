import './m42.css';
import { useState } from 'react';
import { formatSource } from '@marshal/core';
import { m42OptionRegistry, parseM42Setup, sampleM42State } from '@marshal/m42';
import { DiceChoice, OptionChecklist } from '../../components/game-start-fields';
import { useStartGame } from '../../use-game';

const ldOptions = m42OptionRegistry.options.filter((o) => o.group === 'm42-ld-test');
const otherOptions = m42OptionRegistry.options.filter((o) => !o.group);

/** Start an M42 battle: the state as JSON (a sample to edit), the Ld test rule, optional rules and the dice. */
export function M42StartPage() {
  const [text, setText] = useState(() => JSON.stringify(sampleM42State, null, 2));
  const [ld, setLd] = useState(ldOptions.find((o) => o.enabledByDefault)!.id);
  const [extra, setExtra] = useState<string[]>([]);
  const [dice, setDice] = useState<'seeded' | 'physical'>('physical');
  const { start: startGame, error, busy } = useStartGame('m42', '/m42');

  function start(e: React.FormEvent) {
    e.preventDefault();
    void startGame(() => parseM42Setup(JSON.parse(text), 'battle state'), [ld, ...extra], dice);
  }

  return (
    <div className="page">
      <h1>M42 Starting Phase</h1>
      <p className="lede">
        A table-side assistant for the start of each M42 (WarStrike) turn: Task Force Morale, victory conditions, suppression and reserves, in order, with every
        test explained. Describe the battle below (a sample is filled in), choose the rules, and start.
      </p>
      <form className="panel" onSubmit={start} aria-label="Start an M42 battle">
        <label>
          Battle state (JSON)
          <textarea
            rows={14}
            value={text}
            onChange={(e) => setText(e.target.value)}
            spellCheck={false}
            className="code"
            aria-invalid={error ? true : undefined}
          />
        </label>
        <fieldset>
          <legend>Ld test (the seed does not define it)</legend>
          {ldOptions.map((o) => (
            <label key={o.id} className="inline" title={`${o.description} [${formatSource(o.source)}]`}>
              <input type="radio" name="ld" value={o.id} checked={ld === o.id} onChange={() => setLd(o.id)} /> {o.title}
            </label>
          ))}
        </fieldset>
        <OptionChecklist options={otherOptions} selected={extra} onChange={setExtra} />
        <DiceChoice name="dice" value={dice} onChange={setDice} />
        {error && (
          <p className="error-message" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="primary" disabled={busy}>
          Start the battle
        </button>
      </form>
    </div>
  );
}
