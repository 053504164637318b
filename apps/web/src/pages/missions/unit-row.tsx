import { useState } from 'react';
import type { UnitState } from '@marshal/missions';

/** Locations as the tracker stores them, with the label a referee reads. */
const MECH_LOCATIONS = ['HD', 'CT', 'LT', 'RT', 'LA', 'RA', 'LL', 'RL'].map((l) => [l, l] as const);
const VEHICLE_LOCATIONS = [
  ['FR', 'Front'],
  ['LS', 'Left'],
  ['RS', 'Right'],
  ['RR', 'Rear'],
  ['TU', 'Turret'],
] as const;

/** One unit on the tracker: its state, and the reports a referee can make about it. */
export function UnitRow({ u, send, busy }: { u: UnitState; send: (c: object) => void; busy: boolean }) {
  const [open, setOpen] = useState(false);
  const [stripped, setStripped] = useState<string[]>([...u.facts.armourStripped]);
  const [destroyed, setDestroyed] = useState<string[]>([...u.facts.destroyed]);
  const [walk, setWalk] = useState<number>(u.facts.walkMp ?? u.unit.walkMp);
  const [strength, setStrength] = useState<number>(u.facts.strength ?? u.unit.strength ?? 0);
  const id = u.unit.id;
  const onBoard = u.status === 'active' || u.status === 'immobile';
  const locations: readonly (readonly [string, string])[] = u.unit.withdrawalTest === 'mech' ? MECH_LOCATIONS : VEHICLE_LOCATIONS;
  const toggle = (list: string[], set: (l: string[]) => void, loc: string) => set(list.includes(loc) ? list.filter((l) => l !== loc) : [...list, loc]);
  const flags = [
    u.forcedWithdrawal && 'forced withdrawal',
    u.mustWithdraw && 'must withdraw',
    u.unit.commander && 'commander',
    u.unit.support && 'support',
  ].filter(Boolean);
  return (
    <li className={`unit-row status-${u.status}`} data-unit={id}>
      <div className="unit-head">
        <strong>{u.unit.name}</strong>{' '}
        <span className="hint">
          {u.unit.side} · {u.unit.tonnage} t · {u.status}
          {u.crew !== 'aboard' ? ` · crew ${u.crew}` : ''}
        </span>
        {flags.length > 0 && (
          <span className="badges">
            {' '}
            {flags.map((f) => (
              <span key={String(f)} className="badge">
                {f}
              </span>
            ))}
          </span>
        )}
      </div>
      {onBoard && (
        <div className="unit-actions">
          <button type="button" onClick={() => setOpen(!open)} aria-expanded={open}>
            Damage…
          </button>
          <select
            aria-label={`${u.unit.name} destroyed`}
            value=""
            disabled={busy}
            onChange={(e) => e.target.value && send({ type: 'destroyUnit', unit: id, cause: e.target.value })}
          >
            <option value="">Destroyed…</option>
            <option value="other">destroyed (crew may escape)</option>
            <option value="cockpit">cockpit critical hit</option>
            <option value="head-destroyed">head destroyed</option>
            <option value="crew-killed">crew killed</option>
          </select>
          {u.status === 'active' && (
            <select
              aria-label={`${u.unit.name} left the board`}
              value=""
              disabled={busy}
              onChange={(e) => e.target.value && send({ type: 'exitUnit', unit: id, edge: e.target.value })}
            >
              <option value="">Left the board…</option>
              <option value="home">by the attacker's home edge</option>
              <option value="far">by the far edge</option>
              <option value="flank">by a flank edge</option>
            </select>
          )}
          {u.status === 'active' && (
            <button type="button" disabled={busy} onClick={() => send({ type: 'immobiliseUnit', unit: id })}>
              Immobilised
            </button>
          )}
          {u.status === 'immobile' && !u.immobileDecision && (
            <>
              <button type="button" disabled={busy} onClick={() => send({ type: 'decideImmobile', unit: id, decision: 'fight-on' })}>
                Fight on
              </button>
              <button type="button" disabled={busy} onClick={() => send({ type: 'decideImmobile', unit: id, decision: 'abandon' })}>
                Abandon
              </button>
            </>
          )}
        </div>
      )}
      {open && onBoard && (
        <form
          className="damage-form"
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'reportDamage', unit: id, facts: { armourStripped: stripped, destroyed, walkMp: walk, ...(u.unit.strength ? { strength } : {}) } });
            setOpen(false);
          }}
        >
          {u.unit.withdrawalTest !== 'squad' && (
            <>
              <fieldset>
                <legend>Armour gone</legend>
                {locations.map(([l, name]) => (
                  <label key={l}>
                    <input type="checkbox" checked={stripped.includes(l)} onChange={() => toggle(stripped, setStripped, l)} /> {name}
                  </label>
                ))}
              </fieldset>
              <fieldset>
                <legend>Destroyed</legend>
                {locations.map(([l, name]) => (
                  <label key={l}>
                    <input type="checkbox" checked={destroyed.includes(l)} onChange={() => toggle(destroyed, setDestroyed, l)} /> {name}
                  </label>
                ))}
              </fieldset>
              <label>
                Walking MP now <input type="number" min={0} value={walk} onChange={(e) => setWalk(Number(e.target.value))} />
              </label>
            </>
          )}
          {u.unit.withdrawalTest === 'squad' && (
            <label>
              Troopers left <input type="number" min={0} value={strength} onChange={(e) => setStrength(Number(e.target.value))} />
            </label>
          )}
          <button type="submit" disabled={busy}>
            Report damage
          </button>
        </form>
      )}
    </li>
  );
}
