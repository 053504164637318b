import { useState } from 'react';
import type { MissionState, UnitState } from '@marshal/missions';
import { InlineAction } from '../../components/inline-action';
import { NumberField, useInvalidFields } from '../../components/number-field';
import { UnitStanding } from './unit-standing';

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
export function UnitRow({ s, u, send, busy }: { s: MissionState; u: UnitState; send: (c: object) => void; busy: boolean }) {
  const [open, setOpen] = useState(false);
  const [stripped, setStripped] = useState<string[]>([...u.facts.armourStripped]);
  const [destroyed, setDestroyed] = useState<string[]>([...u.facts.destroyed]);
  const [walk, setWalk] = useState<number | null>(u.facts.walkMp ?? u.unit.walkMp);
  const [strength, setStrength] = useState<number | null>(u.facts.strength ?? u.unit.strength ?? 0);
  const fields = useInvalidFields();
  const [cause, setCause] = useState('');
  const [edge, setEdge] = useState('');
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
      <UnitStanding s={s} u={u} />
      {onBoard && (
        <div className="unit-actions">
          <button type="button" onClick={() => setOpen(!open)} aria-expanded={open}>
            Damage…
          </button>
          <InlineAction
            label="Destroyed…"
            title={`${u.unit.name} was destroyed`}
            busy={busy}
            ready={cause !== ''}
            onConfirm={() => {
              send({ type: 'destroyUnit', unit: id, cause });
              setCause('');
            }}
          >
            <label>
              How?{' '}
              <select aria-label={`${u.unit.name} destroyed`} value={cause} onChange={(e) => setCause(e.target.value)}>
                <option value="">choose…</option>
                <option value="other">destroyed (crew may escape)</option>
                <option value="cockpit">cockpit critical hit</option>
                <option value="head-destroyed">head destroyed</option>
                <option value="crew-killed">crew killed</option>
              </select>
            </label>
          </InlineAction>
          {u.status === 'active' && (
            <InlineAction
              label="Left the board…"
              title={`${u.unit.name} left the board`}
              busy={busy}
              ready={edge !== ''}
              onConfirm={() => {
                send({ type: 'exitUnit', unit: id, edge });
                setEdge('');
              }}
            >
              <label>
                By which edge?{' '}
                <select aria-label={`${u.unit.name} left the board`} value={edge} onChange={(e) => setEdge(e.target.value)}>
                  <option value="">choose…</option>
                  <option value="home">by the attacker's home edge</option>
                  <option value="far">by the far edge</option>
                  <option value="flank">by a flank edge</option>
                </select>
              </label>
            </InlineAction>
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
            send({
              type: 'reportDamage',
              unit: id,
              facts: { armourStripped: stripped, destroyed, walkMp: walk ?? u.unit.walkMp, ...(u.unit.strength ? { strength: strength ?? 0 } : {}) },
            });
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
              <NumberField
                label="Walking MP now"
                value={walk}
                integer
                min={0}
                max={30}
                onChange={(v) => setWalk(v)}
                onValidity={fields.report}
                errorLabel={`${u.unit.name}: Walking MP now`}
              />
            </>
          )}
          {u.unit.withdrawalTest === 'squad' && (
            <NumberField
              label="Troopers left"
              value={strength}
              integer
              min={0}
              max={u.unit.strength ?? 30}
              onChange={(v) => setStrength(v)}
              onValidity={fields.report}
              errorLabel={`${u.unit.name}: Troopers left`}
            />
          )}
          <button type="submit" disabled={busy || fields.any}>
            Report damage
          </button>
        </form>
      )}
    </li>
  );
}
