import './da.css';
import { useState } from 'react';
import { darkAgeOptionRegistry, parseDaSetup, sampleDarkAgeState } from '@marshal/dark-age';
import { DiceChoice, OptionChecklist } from '../../components/game-start-fields';
import { useStartGame } from '../../use-game';

/** Start a Fire for Effect skirmish: the table as JSON (a sample to edit), optional rules, and the dice. */
export function DaStartPage() {
  const [text, setText] = useState(() => JSON.stringify(sampleDarkAgeState, null, 2));
  const [rules, setRules] = useState<string[]>([]);
  const [dice, setDice] = useState<'seeded' | 'physical'>('physical');
  const { start: startGame, error, busy } = useStartGame('dark-age', '/dark-age');
  const options = darkAgeOptionRegistry.options.filter((o) => !o.enabledByDefault);

  function start(e: React.FormEvent) {
    e.preventDefault();
    void startGame(() => parseDaSetup(JSON.parse(text), 'table state'), rules, dice);
  }

  return (
    <div className="page">
      <h1>Fire for Effect</h1>
      <p className="lede">
        MechWarrior: Dark Age with mercenaries, transports and artillery, measured in inches on an open table. Every ruling shows its modifiers and sources;
        values the rules do not give are labelled defaults.
      </p>
      <form className="panel" onSubmit={start} aria-label="Start a Fire for Effect game">
        <label>
          Table state (JSON)
          <textarea rows={12} value={text} onChange={(e) => setText(e.target.value)} spellCheck={false} className="code" />
        </label>
        <OptionChecklist options={options} selected={rules} onChange={setRules} />
        <DiceChoice name="da-dice" value={dice} onChange={setDice} seededLabel="Roll for me (seeded)" />
        {error && (
          <p className="error-message" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="primary" disabled={busy}>
          Start the game
        </button>
      </form>
    </div>
  );
}
