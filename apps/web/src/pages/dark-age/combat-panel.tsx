import { useState } from 'react';
import {
  ABILITY_TITLES,
  type DaCommand,
  type DaState,
  type DaUnit,
  baseRules,
  breakAwayNeed,
  currentClick,
  enemiesInContact,
  fieldUnits,
  heatEffects,
  indirectView,
  isArtillery,
  mayCapture,
  moveAllowance,
  ordersAllowed,
  rangedView,
} from '@marshal/dark-age';

type Send = (c: DaCommand) => Promise<boolean>;

/** The selected unit's combat dial: every click with its values, the current one marked, salvage clicks and equipment named. */
export function DialView({ u }: { u: DaUnit }) {
  return (
    <table className="da-dial" aria-label={`Combat dial of ${u.id}`}>
      <thead>
        <tr>
          <th scope="col">Click</th>
          <th scope="col">Speed</th>
          <th scope="col">Attack</th>
          <th scope="col">Defense</th>
          <th scope="col">Damage</th>
          <th scope="col">Range</th>
          <th scope="col">Equipment</th>
        </tr>
      </thead>
      <tbody>
        {u.dial.map((c, i) => (
          <tr key={i} className={i === u.click ? 'current' : undefined} aria-current={i === u.click ? 'step' : undefined}>
            <td>
              {i + 1}
              {c.salvage ? ' (salvage)' : ''}
            </td>
            <td>{c.speed}</td>
            <td>{c.attack}</td>
            <td>{c.defense}</td>
            <td>
              {c.damage}
              {c.secondaryDamage !== undefined ? ` / ${c.secondaryDamage}` : ''}
            </td>
            <td>
              {c.minRange}–{c.maxRange}
            </td>
            <td>{(c.abilities ?? []).map((a) => ABILITY_TITLES[a]).join(', ')}</td>
          </tr>
        ))}
        {u.status === 'eliminated' && (
          <tr className="current">
            <td colSpan={7}>eliminated</td>
          </tr>
        )}
      </tbody>
    </table>
  );
}

/** Attacks open to the selected unit, each with what it needs on 2d6 before the order is given; the damage split; the game's end. */
export function CombatPanel({ s, u, send, busy }: { s: DaState; u: DaUnit | null; send: Send; busy: boolean }) {
  const [split, setSplit] = useState<Record<string, string>>({});
  const [ticked, setTicked] = useState<string[]>([]);
  const [mates, setMates] = useState<string[]>([]);
  const pd = s.pendingDamage;
  const allowed = ordersAllowed(s, baseRules);
  const mine = u && u.controller === s.currentPlayer && u.status === 'active' && u.position !== null && u.captiveOf === null && !u.ordered;
  const touching = mine ? enemiesInContact(s, u, baseRules) : [];
  const targets = mine && !touching.length ? fieldUnits(s).filter((t) => t.controller !== u.controller && t.captiveOf === null) : [];
  const need = mine ? breakAwayNeed(s, baseRules, u) : null;
  // Possible formation members: other ready units of the same faction (the rules check contact and each member's own attack).
  const comrades =
    mine && u.faction !== null ? fieldUnits(s).filter((o) => o.id !== u.id && o.controller === u.controller && o.faction === u.faction && !o.ordered) : [];
  const formation = mates.filter((id) => comrades.some((c) => c.id === id));
  const withFormation = formation.length ? { formation } : {};
  const bonus = formation.length * baseRules.game.formation.bonusPerMember;
  const heat = u ? heatEffects(u) : null;
  return (
    <section className="panel" aria-label="Combat">
      {s.outcome && (
        <p className="da-outcome" role="status">
          Game over: {s.outcome.winner ? `${s.outcome.winner} wins` : 'a draw'} — {s.outcome.reason}. Scores:{' '}
          {Object.entries(s.outcome.scores)
            .map(([p, n]) => `${p} ${n}`)
            .join(', ')}
          .
        </p>
      )}
      <p className="hint">
        Orders this turn: {s.ordersUsed ?? 0} of {Number.isFinite(allowed) ? allowed : 'any'}
        {s.victory?.turnLimit ? ` · turn limit ${s.victory.turnLimit}` : ''}
      </p>
      {pd && (
        <fieldset>
          <legend>
            Split {pd.damage} damage from {pd.attacker}
          </legend>
          {pd.targets.map((t) => (
            <label key={t}>
              Clicks to {t}
              <input inputMode="numeric" value={split[t] ?? '0'} onChange={(e) => setSplit({ ...split, [t]: e.target.value })} />
            </label>
          ))}
          <button
            type="button"
            className="primary"
            disabled={busy}
            onClick={() => void send({ type: 'assignDamage', split: pd.targets.map((t) => ({ unit: t, clicks: Number(split[t] ?? '0') || 0 })) })}
          >
            Assign damage
          </button>
        </fieldset>
      )}
      {u && mine && (
        <>
          <p className="hint">
            Move allowance {moveAllowance(s, u).inches}″
            {need ? ` · in base contact: breaking away needs ${need.automatic ? 'no roll' : `${need.target}+ on 1d6`}` : ''}
            {u.orderTokens ? ` · carries ${u.orderTokens} order token(s): another order pushes it` : ''}
            {heat && (heat.primary || heat.secondary || heat.speed)
              ? ` · heat ${heat.position}: damage ${heat.primary}, secondary ${heat.secondary}, speed ${heat.speed}`
              : ''}
            {heat?.shutdown ? ' · shut down by heat: only a vent order' : ''}
          </p>
          {comrades.length > 0 && (
            <fieldset>
              <legend>
                Formation with {u.id} (one order; +{baseRules.game.formation.bonusPerMember} attack per member)
              </legend>
              {comrades.map((c) => (
                <label key={c.id} className="inline">
                  <input
                    type="checkbox"
                    checked={formation.includes(c.id)}
                    onChange={() => setMates(formation.includes(c.id) ? formation.filter((x) => x !== c.id) : [...formation, c.id])}
                  />{' '}
                  {c.id} in formation
                </label>
              ))}
            </fieldset>
          )}
          {touching.map((t) => (
            <div key={t.id} className="row2">
              <button
                type="button"
                disabled={busy || currentClick(u).attack <= 0}
                onClick={() => void send({ type: 'closeCombat', unit: u.id, target: t.id, ...withFormation })}
              >
                Close combat {t.id} (needs {Math.max(2, currentClick(t).defense - currentClick(u).attack - bonus)}+)
              </button>
              {mayCapture(u) && t.type !== 'mech' && (
                <button type="button" disabled={busy} onClick={() => void send({ type: 'captureAttack', unit: u.id, target: t.id })}>
                  Capture {t.id}
                </button>
              )}
            </div>
          ))}
          {targets.map((t) => {
            const v = rangedView(s, baseRules, u, t);
            const needs = currentClick(t).defense - currentClick(u).attack + v.modifiers.reduce((n, m) => n + m.value, 0) - bonus;
            const iv = isArtillery(u) && v.problem ? indirectView(s, baseRules, u, t) : null;
            const indirectNeeds = iv ? currentClick(t).defense - currentClick(u).attack + iv.modifiers.reduce((n, m) => n + m.value, 0) : 0;
            return (
              <div key={t.id} className="row2">
                {u.attacks > 1 && (
                  <label className="inline">
                    <input
                      type="checkbox"
                      disabled={v.problem !== null}
                      checked={ticked.includes(t.id)}
                      onChange={() => setTicked(ticked.includes(t.id) ? ticked.filter((x) => x !== t.id) : [...ticked, t.id])}
                    />{' '}
                    target {t.id}
                  </label>
                )}
                <button
                  type="button"
                  disabled={busy || v.problem !== null || currentClick(u).attack <= 0}
                  title={v.problem?.reason}
                  onClick={() => void send({ type: 'rangedAttack', unit: u.id, targets: [t.id], ...withFormation })}
                >
                  Fire at {t.id} ({v.range}″{v.problem ? ` — ${v.problem.reason}` : `, needs ${Math.max(2, needs)}+`})
                </button>
                {iv && iv.problem === null && (
                  <button type="button" disabled={busy} onClick={() => void send({ type: 'rangedAttack', unit: u.id, targets: [t.id], indirect: true })}>
                    Indirect fire at {t.id} (spotter {iv.spotter}, needs {Math.max(2, indirectNeeds)}+)
                  </button>
                )}
              </div>
            );
          })}
          {u.attacks > 1 && (
            <button
              type="button"
              disabled={busy || ticked.length < 2 || ticked.length > u.attacks}
              onClick={() => void send({ type: 'rangedAttack', unit: u.id, targets: ticked }).then((ok) => ok && setTicked([]))}
            >
              Fire at the ticked targets (one roll, up to {u.attacks})
            </button>
          )}
          {(u.heat ?? 0) > 0 && (
            <button type="button" disabled={busy} onClick={() => void send({ type: 'vent', unit: u.id })}>
              Vent heat ({u.heat})
            </button>
          )}
        </>
      )}
    </section>
  );
}
