import { useState } from 'react';
import {
  type CampaignCommandInput,
  type CampaignRules,
  type CampaignState,
  type SideId,
  SCENARIO_TITLES,
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
  if (sc.type === 'landing' && sc.status === 'awaiting-roll') return <LandingForm s={s} rules={rules} busy={busy} send={send} units={units('defender')} />;
  if (sc.type === 'meeting-engagement' && sc.status === 'awaiting-roll')
    return <MeetingForm busy={busy} send={send} attacker={units('attacker')} defender={units('defender')} />;
  if (sc.status === 'awaiting-battle') return <BattleForm s={s} busy={busy} send={send} attacker={units('attacker')} defender={units('defender')} />;
  return <EndTurnForm s={s} busy={busy} send={send} />;
}

function LandingForm({ s, rules, busy, send, units }: Props & { units: Units }) {
  const repeat = s.scenario.attempt > 1;
  const [modifier, setModifier] = useState(0);
  const [defender, setDefender] = useState<string[]>([]);
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
      <h2 id="landing-form">{repeat ? `Landing, attempt ${s.scenario.attempt}` : 'Planetary landing'}</h2>
      {repeat ? (
        <label>
          <span>
            Defender spends (up to {cap}: {rules.defenderSpendPerLance.value} per lance)
          </span>
          <input type="number" min={0} max={cap} value={spend} onChange={(e) => setSpend(Number(e.target.value))} />
        </label>
      ) : (
        <label>
          <span>Landing modifier (−3 far from the objective, easier; +3 next to it, harder)</span>
          <select value={modifier} onChange={(e) => setModifier(Number(e.target.value))}>
            {[-3, -2, -1, 0, 1, 2, 3].map((m) => (
              <option key={m} value={m}>
                {m > 0 ? `+${m}` : m}
              </option>
            ))}
          </select>
        </label>
      )}
      <UnitPicker label="Defender units that take part (none: the defender stays out)" units={units} selected={defender} onChange={setDefender} />
      <button type="submit" disabled={busy}>
        {repeat ? 'Fight the landing again' : 'Make the landing roll'}
      </button>
    </form>
  );
}

type Units = CampaignState['units'][string][];

function MeetingForm({ busy, send, attacker, defender }: { busy: boolean; send: Props['send']; attacker: Units; defender: Units }) {
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
      <h2 id="meeting-form">Meeting engagement</h2>
      <p className="hint">Only units of reconnaissance groups may take part; the roll is 2D6 + (attacker − defender) lance modifiers.</p>
      <UnitPicker label="Attacking units" units={attacker} selected={a} onChange={setA} />
      <UnitPicker label="Defending units" units={defender} selected={d} onChange={setD} />
      <button type="submit" disabled={busy}>
        Roll the meeting engagement
      </button>
    </form>
  );
}

function BattleForm({ s, busy, send, attacker, defender }: { s: CampaignState; busy: boolean; send: Props['send']; attacker: Units; defender: Units }) {
  const fixed = s.scenario.participants;
  const [winner, setWinner] = useState<SideId>('attacker');
  const [a, setA] = useState<string[]>([]);
  const [d, setD] = useState<string[]>([]);
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
      <h2 id="battle-form">Battle: {SCENARIO_TITLES[s.scenario.type]}</h2>
      <label>
        <span>Winner</span>
        <select value={winner} onChange={(e) => setWinner(e.target.value as SideId)}>
          <option value="attacker">Attacker ({s.sides.attacker.name})</option>
          <option value="defender">Defender ({s.sides.defender.name})</option>
        </select>
      </label>
      {!fixed && <UnitPicker label="Attacking units that fought" units={attacker} selected={a} onChange={setA} />}
      {!fixed && <UnitPicker label="Defending units that fought" units={defender} selected={d} onChange={setD} />}
      <div className="table-scroll">
        <table>
          <caption>Losses</caption>
          <tbody>
            {fought.map((id) => (
              <tr key={id}>
                <th scope="row">{s.units[id]?.unit.name ?? id}</th>
                <td>
                  <select aria-label={`Fate of ${id}`} value={fate[id] ?? 'ok'} onChange={(e) => setFate({ ...fate, [id]: e.target.value as 'ok' })}>
                    <option value="ok">unharmed</option>
                    <option value="damaged">damaged</option>
                    <option value="destroyed">destroyed</option>
                    <option value="salvaged">destroyed, salvaged by the winner</option>
                  </select>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <button type="submit" disabled={busy}>
        Report the battle
      </button>
    </form>
  );
}

function EndTurnForm({ s, busy, send }: { s: CampaignState; busy: boolean; send: Props['send'] }) {
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
      <h2 id="end-turn">End turn {s.turn}</h2>
      <p className="hint">Victory determination, battlefield recovery, events, logistics, repair and refit, then the next scenario.</p>
      <label>
        <span>Events this turn (optional)</span>
        <input value={events} onChange={(e) => setEvents(e.target.value)} />
      </label>{' '}
      <button type="submit" disabled={busy}>
        End turn {s.turn}
      </button>
    </form>
  );
}
