import { type CampaignRules, type CampaignState, DEPLOYMENT_LABELS, type ScenarioBriefing, scenarioBriefings } from '@marshal/campaign';
import { formatSource } from '@marshal/core';
import { nodeTitle } from './campaign-chain';

/** Each scenario's briefing: who fields which groups, how each side deploys, what wins, and where each result leads. */

const SIDES = ['attacker', 'defender'] as const;

function Fields({ b, s }: { readonly b: ScenarioBriefing; readonly s: CampaignState }) {
  return (
    <ul>
      {SIDES.map((side) => (
        <li key={side}>
          {side} {s.sides[side].name}:{' '}
          {b.fields[side].length
            ? b.fields[side].map((g) => `${g.name} (${g.role}, ${g.units} unit${g.units === 1 ? '' : 's'})`).join(', ')
            : 'no group may take part'}
        </li>
      ))}
    </ul>
  );
}

function Briefing({ b, s, now }: { readonly b: ScenarioBriefing; readonly s: CampaignState; readonly now: boolean }) {
  const deploy = (side: (typeof SIDES)[number]) => {
    const code = b.deployment[side];
    return code ? DEPLOYMENT_LABELS[code] : 'by the roll';
  };
  return (
    <details className="briefing" open={now} data-scenario={b.scenario}>
      <summary>
        {b.title}
        {now ? ' — now' : ''}
      </summary>
      <dl>
        <dt>Who fields what</dt>
        <dd>
          Groups of role {b.roles.join(', ')} <span className="source">[{formatSource(b.rolesSource)}]</span>
          <Fields b={b} s={s} />
        </dd>
        <dt>Deployment</dt>
        <dd>
          attacker {deploy('attacker')} (south edge), defender {deploy('defender')} (north edge) — {b.deploymentNote}{' '}
          <span className="source">[{formatSource(b.deploymentSource)}]</span>
        </dd>
        <dt>What wins</dt>
        <dd>
          {b.wins} <span className="source">[{formatSource(b.winsSource)}]</span>
        </dd>
        <dt>Then</dt>
        <dd>
          attacker wins → {nodeTitle(b.next.A)}; defender wins → {nodeTitle(b.next.D)} <span className="source">[{formatSource(b.nextSource)}]</span>
        </dd>
      </dl>
    </details>
  );
}

export function ScenarioBriefings({ s, rules }: { readonly s: CampaignState; readonly rules: CampaignRules }) {
  return (
    <section className="panel" aria-labelledby="briefings">
      <h2 id="briefings">Scenario briefings</h2>
      {scenarioBriefings(s, rules).map((b) => (
        <Briefing key={b.scenario} b={b} s={s} now={!s.ended && b.scenario === s.scenario.type} />
      ))}
    </section>
  );
}
