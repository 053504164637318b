import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MissionState, UnitState } from '@marshal/missions';
import { InlineAction } from '../../components/inline-action';
import { NumberField, useInvalidFields } from '../../components/number-field';
import { UnitStanding, crewLine } from './unit-standing';

/** Locations as the tracker stores them, with the label a referee reads. */
const MECH_LOCATIONS = ['HD', 'CT', 'LT', 'RT', 'LA', 'RA', 'LL', 'RL'].map((l) => [l, l] as const);
const VEHICLE_LOCATIONS = [
  ['FR', 'unit.locations.FR'],
  ['LS', 'unit.locations.LS'],
  ['RS', 'unit.locations.RS'],
  ['RR', 'unit.locations.RR'],
  ['TU', 'unit.locations.TU'],
] as const;

/** One unit on the tracker: its state, and the reports a referee can make about it. */
/**
 * `tableDice`: dice are rolled at the table, so a destruction is recorded at once and its Crew Survival roll asked for as a
 * step of its own (kept in the record until it is made, so a reload never loses the destruction). Once the game has ended
 * the row only shows the unit; a Crew Survival roll still waiting can be made. `lateReports` (asked for after the end)
 * offers what else happened in the final turn: damage, exits and destruction.
 */
export function UnitRow({
  s,
  u,
  send,
  busy,
  tableDice = false,
  lateReports = false,
}: {
  s: MissionState;
  u: UnitState;
  send: (c: object) => Promise<boolean> | void;
  busy: boolean;
  tableDice?: boolean;
  lateReports?: boolean;
}) {
  const { t: tr } = useTranslation('missions');
  const [open, setOpen] = useState(false);
  const [stripped, setStripped] = useState<string[]>([...u.facts.armourStripped]);
  const [destroyed, setDestroyed] = useState<string[]>([...u.facts.destroyed]);
  const [walk, setWalk] = useState<number | null>(u.facts.walkMp ?? u.unit.walkMp);
  const [strength, setStrength] = useState<number | null>(u.facts.strength ?? u.unit.strength ?? 0);
  const fields = useInvalidFields();
  const [cause, setCause] = useState('');
  const [edge, setEdge] = useState('');
  const [pushed, setPushed] = useState(false);
  const id = u.unit.id;
  // After the end the row is read-only, unless the referee asks to report what else happened in the final turn.
  const lastTurn = !!s.ended && s.ended.turn === s.turn && lateReports;
  const onBoard = (u.status === 'active' || u.status === 'immobile') && (!s.ended || lastTurn);
  const locations: readonly (readonly [string, string])[] = u.unit.withdrawalTest === 'mech' ? MECH_LOCATIONS : VEHICLE_LOCATIONS;
  const toggle = (list: string[], set: (l: string[]) => void, loc: string) => set(list.includes(loc) ? list.filter((l) => l !== loc) : [...list, loc]);
  const flags = [
    u.forcedWithdrawal && 'unit.flags.forced',
    u.mustWithdraw && 'unit.flags.must',
    u.unit.commander && 'unit.flags.commander',
    u.unit.support && 'unit.flags.support',
  ].filter(Boolean);
  return (
    <li className={`unit-row status-${u.status}`} data-unit={id}>
      <div className="unit-head">
        <strong>{u.unit.name}</strong>
        {u.unit.pilot && <span className="pilot">{tr('unit.pilot', { pilot: u.unit.pilot })}</span>}{' '}
        <span className="hint">
          {tr(`side.${u.unit.side}`)} · {u.unit.tonnage} t · {tr(`unit.status.${u.status}`)}
          {u.crew !== 'aboard' ? tr('unit.crew', { crew: crewLine(u.crew) }) : ''}
        </span>
        {flags.length > 0 && (
          <span className="badges">
            {' '}
            {flags.map((f) => (
              <span key={String(f)} className="badge">
                {tr(String(f))}
              </span>
            ))}
          </span>
        )}
      </div>
      <UnitStanding s={s} u={u} />
      {u.crewRollDue && (
        <div className="unit-actions">
          <span className="hint">{tr('unit.crewRollDue')}</span>{' '}
          <button type="button" disabled={busy} onClick={() => send({ type: 'rollCrewSurvival', unit: id })}>
            {tr('unit.rollCrew', { name: u.unit.name })}
          </button>
        </div>
      )}
      {onBoard && (
        <div className="unit-actions">
          <button type="button" onClick={() => setOpen(!open)} aria-expanded={open}>
            {tr('unit.damage')}
          </button>
          <InlineAction
            label={tr('unit.destroyed')}
            title={tr('unit.destroyedTitle', { name: u.unit.name })}
            busy={busy}
            ready={cause !== ''}
            onConfirm={() => {
              const rollsCrew = tableDice && u.unit.crewSurvival && u.crew === 'aboard';
              const sent = send({ type: 'destroyUnit', unit: id, cause, ...(rollsCrew ? { crewRoll: 'later' } : {}) });
              // The destruction is recorded first; then the crew's roll is asked for (and asked again after a reload until it is made).
              if (rollsCrew)
                void Promise.resolve(sent).then((ok) => {
                  if (ok) void send({ type: 'rollCrewSurvival', unit: id });
                });
              setCause('');
            }}
          >
            <label>
              {tr('unit.how')}{' '}
              <select aria-label={tr('unit.destroyedOf', { name: u.unit.name })} value={cause} onChange={(e) => setCause(e.target.value)}>
                <option value="">{tr('unit.choose')}</option>
                <option value="other">{tr('unit.causes.other')}</option>
                <option value="cockpit">{tr('unit.causes.cockpit')}</option>
                <option value="head-destroyed">{tr('unit.causes.head-destroyed')}</option>
                <option value="crew-killed">{tr('unit.causes.crew-killed')}</option>
              </select>
            </label>
          </InlineAction>
          {onBoard && (
            <InlineAction
              label={tr('unit.left')}
              title={tr('unit.leftTitle', { name: u.unit.name })}
              busy={busy}
              ready={edge !== ''}
              onConfirm={() => {
                // An immobile unit leaves the board only by being pushed off it.
                send({ type: 'exitUnit', unit: id, edge, ...(pushed || u.status !== 'active' ? { displaced: true } : {}) });
                setEdge('');
                setPushed(false);
              }}
            >
              <label>
                {tr('unit.which')}{' '}
                <select aria-label={tr('unit.leftTitle', { name: u.unit.name })} value={edge} onChange={(e) => setEdge(e.target.value)}>
                  <option value="">{tr('unit.choose')}</option>
                  <option value="home">{tr('unit.exits.home')}</option>
                  <option value="far">{tr('unit.exits.far')}</option>
                  <option value="flank">{tr('unit.exits.flank')}</option>
                </select>
              </label>{' '}
              <label title={tr('unit.pushedHint')}>
                <input
                  type="checkbox"
                  checked={pushed || u.status !== 'active'}
                  disabled={u.status !== 'active'}
                  onChange={(e) => setPushed(e.target.checked)}
                />{' '}
                {tr('unit.pushed')}
              </label>
            </InlineAction>
          )}
          {u.status === 'active' && !s.ended && (
            <button type="button" disabled={busy} onClick={() => send({ type: 'immobiliseUnit', unit: id })}>
              {tr('unit.immobilised')}
            </button>
          )}
          {u.status === 'immobile' && !u.immobileDecision && !s.ended && (
            <>
              <button type="button" disabled={busy} onClick={() => send({ type: 'decideImmobile', unit: id, decision: 'fight-on' })}>
                {tr('unit.fightOn')}
              </button>
              <button type="button" disabled={busy} onClick={() => send({ type: 'decideImmobile', unit: id, decision: 'abandon' })}>
                {tr('unit.abandon')}
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
                <legend>{tr('unit.armourGone')}</legend>
                {locations.map(([l, name]) => (
                  <label key={l}>
                    <input type="checkbox" checked={stripped.includes(l)} onChange={() => toggle(stripped, setStripped, l)} />{' '}
                    {name.startsWith('unit.') ? tr(name) : name}
                  </label>
                ))}
              </fieldset>
              <fieldset>
                <legend>{tr('unit.destroyedLegend')}</legend>
                {locations.map(([l, name]) => (
                  <label key={l}>
                    <input type="checkbox" checked={destroyed.includes(l)} onChange={() => toggle(destroyed, setDestroyed, l)} />{' '}
                    {name.startsWith('unit.') ? tr(name) : name}
                  </label>
                ))}
              </fieldset>
              <NumberField
                label={tr('unit.walking')}
                value={walk}
                integer
                min={0}
                max={30}
                onChange={(v) => setWalk(v)}
                onValidity={fields.report}
                errorLabel={tr('unit.walkingOf', { name: u.unit.name })}
              />
            </>
          )}
          {u.unit.withdrawalTest === 'squad' && (
            <NumberField
              label={tr('unit.troopers')}
              value={strength}
              integer
              min={0}
              max={u.unit.strength ?? 30}
              onChange={(v) => setStrength(v)}
              onValidity={fields.report}
              errorLabel={tr('unit.troopersOf', { name: u.unit.name })}
            />
          )}
          <button type="submit" disabled={busy || fields.any}>
            {tr('unit.report')}
          </button>
        </form>
      )}
    </li>
  );
}
