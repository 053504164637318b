import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { scenarioTitle, unitNames } from './campaign-words';
import {
  type CampaignCommandInput,
  type CampaignRules,
  type CampaignState,
  type SideId,
  defenderSpendCap,
  eligibleUnits,
  reinforcementsSpent,
} from '@marshal/campaign';
import { UnitPicker } from './unit-picker';

interface Props {
  readonly s: CampaignState;
  readonly rules: CampaignRules;
  readonly busy: boolean;
  readonly send: (c: CampaignCommandInput) => void;
}

/** What the referee can do now: the landing, the meeting-engagement roll, the battle report, or ending the turn. */
export function CampaignActions({ s, rules, busy, send }: Props) {
  const sc = s.scenario;
  const units = (side: SideId) => eligibleUnits(s, rules, sc.type, side).map((id) => s.units[id]!);
  if (sc.type === 'landing' && sc.status === 'awaiting-roll')
    return <LandingForm s={s} rules={rules} busy={busy} send={send} landing={units('attacker')} units={units('defender')} />;
  if (sc.type === 'meeting-engagement' && sc.status === 'awaiting-roll')
    return <MeetingForm s={s} busy={busy} send={send} attacker={units('attacker')} defender={units('defender')} />;
  if (sc.status === 'awaiting-battle') return <BattleForm s={s} busy={busy} send={send} attacker={units('attacker')} defender={units('defender')} />;
  return <EndTurnForm s={s} busy={busy} send={send} />;
}

/**
 * The landing roll. Every attacker unit the landing admits lands (listed, not chosen); the defender's available units
 * are ticked to intercept, as the meeting engagement's are, and the referee unticks those that stay out (none: the
 * attackers land unopposed), so a quick roll never leaves the defender out by accident.
 */
function LandingForm({ s, rules, busy, send, landing, units }: Props & { landing: Units; units: Units }) {
  const { t: tr } = useTranslation('campaign');
  const repeat = s.scenario.attempt > 1;
  const name = unitNames(s);
  const [modifier, setModifier] = useState(0);
  const [defender, setDefender] = useState<string[]>(units.map((u) => u.unit.id));
  const [spend, setSpend] = useState(0);
  const cap = Math.max(0, defenderSpendCap(s, rules) - reinforcementsSpent(s));
  return (
    <form
      className="panel"
      aria-labelledby="landing-form"
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'landing', ...(repeat ? { defenderSpend: spend } : { modifier }), defender });
      }}
    >
      <h2 id="landing-form">{repeat ? tr('actions.landingAttempt', { n: s.scenario.attempt }) : tr('actions.landing')}</h2>
      {repeat ? (
        <label>
          <span>{tr('actions.spends', { cap, per: rules.defenderSpendPerLance.value })}</span>
          <input type="number" min={0} max={cap} value={spend} onChange={(e) => setSpend(Number(e.target.value))} />
        </label>
      ) : (
        <label>
          <span>{tr('actions.modifier')}</span>
          <select value={modifier} onChange={(e) => setModifier(Number(e.target.value))}>
            {[-3, -2, -1, 0, 1, 2, 3].map((m) => (
              <option key={m} value={m}>
                {m > 0 ? `+${m}` : m}
              </option>
            ))}
          </select>
        </label>
      )}
      <p className="landing-attackers">
        <strong>{tr('actions.landingUnits', { count: landing.length })}</strong> {landing.map((u) => name(u.unit.id)).join(', ') || tr('actions.nobody')}
      </p>
      <UnitPicker s={s} label={tr('actions.defenderUnits')} units={units} selected={defender} onChange={setDefender} />
      <p className="hint" aria-live="polite">
        {defender.length === 0 ? tr('actions.staysOut') : tr('actions.intercepts', { count: defender.length })}
      </p>
      <button type="submit" disabled={busy}>
        {repeat ? tr('actions.again') : tr('actions.roll')}
      </button>
    </form>
  );
}

type Units = CampaignState['units'][string][];

function MeetingForm({ s, busy, send, attacker, defender }: { s: CampaignState; busy: boolean; send: Props['send']; attacker: Units; defender: Units }) {
  const { t: tr } = useTranslation('campaign');
  const [a, setA] = useState<string[]>(attacker.map((u) => u.unit.id));
  const [d, setD] = useState<string[]>(defender.map((u) => u.unit.id));
  return (
    <form
      className="panel"
      aria-labelledby="meeting-form"
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'meetingEngagement', attacker: a, defender: d });
      }}
    >
      <h2 id="meeting-form">{tr('actions.meeting')}</h2>
      <p className="hint">{tr('actions.meetingHint')}</p>
      <UnitPicker s={s} label={tr('actions.attacking')} units={attacker} selected={a} onChange={setA} />
      <UnitPicker s={s} label={tr('actions.defending')} units={defender} selected={d} onChange={setD} />
      <button type="submit" disabled={busy}>
        {tr('actions.rollMeeting')}
      </button>
    </form>
  );
}

function BattleForm({ s, busy, send, attacker, defender }: { s: CampaignState; busy: boolean; send: Props['send']; attacker: Units; defender: Units }) {
  const { t: tr } = useTranslation('campaign');
  const fixed = s.scenario.participants;
  const [winner, setWinner] = useState<SideId>('attacker');
  const name = unitNames(s);
  // Every unit the scenario admits fought unless the referee unticks it, as in the roll forms.
  const [a, setA] = useState<string[]>(attacker.map((u) => u.unit.id));
  const [d, setD] = useState<string[]>(defender.map((u) => u.unit.id));
  const [fate, setFate] = useState<Record<string, 'ok' | 'damaged' | 'destroyed' | 'salvaged'>>({});
  const fought = fixed ? [...fixed.attacker, ...fixed.defender] : [...a, ...d];
  const ids = (f: string) => fought.filter((id) => fate[id] === f);
  function submit(e: React.FormEvent) {
    e.preventDefault();
    const salvage = ids('salvaged');
    send({
      type: 'reportBattle',
      winner,
      ...(fixed ? {} : { attacker: a, defender: d }),
      destroyed: [...ids('destroyed'), ...salvage],
      damaged: ids('damaged'),
      salvage,
    });
  }
  return (
    <form className="panel" aria-labelledby="battle-form" onSubmit={submit}>
      <h2 id="battle-form">{tr('actions.battle', { scenario: scenarioTitle(s.scenario.type) })}</h2>
      <label>
        <span>{tr('actions.winner')}</span>
        <select value={winner} onChange={(e) => setWinner(e.target.value as SideId)}>
          <option value="attacker">{tr('actions.attacker', { name: s.sides.attacker.name })}</option>
          <option value="defender">{tr('actions.defender', { name: s.sides.defender.name })}</option>
        </select>
      </label>
      {!fixed && <UnitPicker s={s} label={tr('actions.attackingFought')} units={attacker} selected={a} onChange={setA} />}
      {!fixed && <UnitPicker s={s} label={tr('actions.defendingFought')} units={defender} selected={d} onChange={setD} />}
      <div className="table-scroll">
        <table>
          <caption>{tr('actions.losses')}</caption>
          <tbody>
            {fought.map((id) => (
              <tr key={id}>
                <th scope="row">{name(id)}</th>
                <td>
                  <select
                    aria-label={tr('actions.fateOf', { unit: name(id) })}
                    value={fate[id] ?? 'ok'}
                    onChange={(e) => setFate({ ...fate, [id]: e.target.value as 'ok' })}
                  >
                    <option value="ok">{tr('actions.fates.ok')}</option>
                    <option value="damaged">{tr('actions.fates.damaged')}</option>
                    <option value="destroyed">{tr('actions.fates.destroyed')}</option>
                    <option value="salvaged">{tr('actions.fates.salvaged')}</option>
                  </select>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <button type="submit" disabled={busy}>
        {tr('actions.report')}
      </button>
    </form>
  );
}

function EndTurnForm({ s, busy, send }: { s: CampaignState; busy: boolean; send: Props['send'] }) {
  const { t: tr } = useTranslation('campaign');
  const [events, setEvents] = useState('');
  return (
    <form
      className="panel"
      aria-labelledby="end-turn"
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'nextTurn', events: events.trim() ? [events.trim()] : [] });
        setEvents('');
      }}
    >
      <h2 id="end-turn">{tr('actions.endTurn', { turn: s.turn })}</h2>
      <p className="hint">{tr('actions.endHint')}</p>
      <label>
        <span>{tr('actions.events')}</span>
        <input value={events} onChange={(e) => setEvents(e.target.value)} />
      </label>{' '}
      <button type="submit" disabled={busy}>
        {tr('actions.endTurn', { turn: s.turn })}
      </button>
    </form>
  );
}
