import { useState } from 'react';
import type { CampaignCommandInput, CampaignState, SideId } from '@marshal/campaign';

const example = {
  id: 'second-wave',
  name: 'Second wave',
  role: 'line',
  lances: [
    {
      id: 'second-wave-lance',
      name: 'Second wave lance',
      units: [{ id: 'griffin-1', name: 'Griffin GRF-1N', kind: 'mech', tonnage: 55, walk: 5, jump: 5, pilot: { name: 'Sam' }, value: 1272 }],
    },
  ],
};

/** Reinforcements for a side: a group as JSON, the same shape as in the setup. */
export function SupportForm({ s, busy, send }: { s: CampaignState; busy: boolean; send: (c: CampaignCommandInput) => void }) {
  const [side, setSide] = useState<SideId>('defender');
  const [text, setText] = useState(() => JSON.stringify(example, null, 2));
  const [error, setError] = useState<string | null>(null);
  function submit(e: React.FormEvent) {
    e.preventDefault();
    try {
      send({ type: 'receiveSupport', side, group: JSON.parse(text) });
      setError(null);
    } catch (err) {
      setError(`The group is not valid JSON: ${(err as Error).message}`);
    }
  }
  return (
    <details className="panel">
      <summary>Receive support</summary>
      <form aria-label="Receive support" onSubmit={submit}>
        <p className="hint">
          The attacker cannot receive support until the landing is won{s.landingWon ? ' (it has been won)' : ''}; no side beyond its budget.
        </p>
        <label>
          <span>Side</span>
          <select value={side} onChange={(e) => setSide(e.target.value as SideId)}>
            <option value="attacker">Attacker ({s.sides.attacker.name})</option>
            <option value="defender">Defender ({s.sides.defender.name})</option>
          </select>
        </label>
        <label>
          <span>Group (JSON)</span>
          <textarea rows={8} value={text} onChange={(e) => setText(e.target.value)} spellCheck={false} />
        </label>
        <button type="submit" disabled={busy}>
          Add the group
        </button>
        {error && (
          <p className="error-message" role="alert">
            {error}
          </p>
        )}
      </form>
    </details>
  );
}
