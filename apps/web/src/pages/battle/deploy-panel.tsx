import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BattleCommand, type BattleState, botDeployment, deploymentProblem, deploymentRuleText } from '@marshal/battletech';
import { sideName } from './battle-model';
import { setBoardMessage, useHexClicks } from './pointing';

/**
 * Deployment in turns (a mission whose sides take it in turn to deploy): the side whose turn it is picks one of its
 * units still to place and a facing, then clicks a hex of its zone (drawn on the board) — or types the hex, or lets
 * the bot place it. A hex outside the zone or taken is refused on the board with the rule.
 */

type Send = (c: BattleCommand) => Promise<boolean>;

const FACINGS = ['north', 'north-east', 'south-east', 'south', 'south-west', 'north-west'];

export function DeployPanel({ state, side, send, busy }: { state: BattleState; side: string; send: Send; busy: boolean }) {
  const { t: tr } = useTranslation('battle');
  const d = state.deployment!;
  const mine = d.pending.filter((id) => state.sideOf[id] === side);
  const [chosen, setChosen] = useState<string>(mine[0] ?? '');
  const unit = mine.includes(chosen) ? chosen : (mine[0] ?? '');
  const [facing, setFacing] = useState<number | null>(null);
  const face = facing ?? state.positions[unit]?.facing ?? 0;
  const [hex, setHex] = useState('');
  const place = useCallback(
    (at: string) => {
      if (!unit) return;
      const bad = deploymentProblem(state, unit, at);
      if (bad) return setBoardMessage({ text: `${state.units[unit]!.name}: ${bad.reason}`, problem: true });
      setBoardMessage({ text: tr('deploy.placed', { name: state.units[unit]!.name, hex: at, facing: tr(`cover.sides.${FACINGS[face]}`) }), problem: false });
      setHex('');
      void send({ type: 'deploy', unit, hex: at, facing: face });
    },
    [state, unit, face, send, tr],
  );
  useHexClicks(busy ? null : place);
  useEffect(() => () => setBoardMessage(null), []);
  if (!unit) return null;
  return (
    <section className="panel deploy-panel" aria-label={tr('deploy.label', { side: sideName(state, side) })} data-testid="deploy-panel">
      <h2>{tr('deploy.heading', { side: sideName(state, side) })}</h2>
      <p className="hint" data-testid="deploy-rule">
        {deploymentRuleText(d)}
      </p>
      <p className="hint" data-testid="deploy-zone">
        {tr('deploy.zone', { zone: d.zones[side]!.name })}
      </p>
      <div className="form-row">
        <label>
          {tr('deploy.unit')}{' '}
          <select value={unit} onChange={(e) => setChosen(e.target.value)}>
            {mine.map((id) => (
              <option key={id} value={id}>
                {state.units[id]!.name} ({id})
              </option>
            ))}
          </select>
        </label>
        <label>
          {tr('deploy.facing')}{' '}
          <select value={face} onChange={(e) => setFacing(Number(e.target.value))}>
            {FACINGS.map((f, i) => (
              <option key={f} value={i}>
                {i} {tr(`cover.sides.${f}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {tr('deploy.hex')}{' '}
          <input value={hex} onChange={(e) => setHex(e.target.value.trim())} placeholder={tr('deploy.hexPlaceholder')} size={6} inputMode="numeric" />
        </label>
        <button type="button" disabled={busy || !/^\d{4,6}$/u.test(hex)} onClick={() => place(hex)}>
          {tr('deploy.place')}
        </button>
        <button
          type="button"
          className="secondary"
          disabled={busy}
          onClick={() => {
            const b = botDeployment(state, unit);
            void send({ type: 'deploy', ...b });
          }}
        >
          {tr('deploy.bot')}
        </button>
      </div>
      <p className="hint">
        {tr('deploy.still', { list: d.pending.map((id) => `${state.units[id]!.name} (${sideName(state, state.sideOf[id]!)})`).join(', ') })}
      </p>
    </section>
  );
}
