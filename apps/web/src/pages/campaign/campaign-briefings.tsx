import { type CampaignRules, type CampaignState, type ScenarioBriefing, scenarioBriefings } from '@marshal/campaign';
import { formatSource } from '../../i18n/source-text';
import { nodeTitle } from './campaign-chain';

import { useTranslation } from 'react-i18next';
import { campaignText, deploymentLabel } from './campaign-words';

/** Each scenario's briefing: who fields which groups, how each side deploys, what wins, and where each result leads. */

const SIDES = ['attacker', 'defender'] as const;

function Fields({ b, s }: { readonly b: ScenarioBriefing; readonly s: CampaignState }) {
  const { t: tr } = useTranslation('campaign');
  return (
    <ul>
      {SIDES.map((side) => (
        <li key={side}>
          {tr(`side.${side}`)} {s.sides[side].name}:{' '}
          {b.fields[side].length
            ? b.fields[side].map((g) => tr('briefings.group', { name: g.name, role: campaignText(g.role), count: g.units })).join(', ')
            : tr('briefings.noGroup')}
        </li>
      ))}
    </ul>
  );
}

function Briefing({ b, s, now }: { readonly b: ScenarioBriefing; readonly s: CampaignState; readonly now: boolean }) {
  const { t: tr } = useTranslation('campaign');
  const deploy = (side: (typeof SIDES)[number]) => {
    const code = b.deployment[side];
    return code ? deploymentLabel(code) : tr('briefings.byRoll');
  };
  return (
    <details className="briefing" open={now} data-scenario={b.scenario}>
      <summary>
        {campaignText(b.title)}
        {now ? tr('briefings.now') : ''}
      </summary>
      <dl>
        <dt>{tr('briefings.who')}</dt>
        <dd>
          {tr('briefings.roles', { roles: b.roles.map(campaignText).join(', ') })} <span className="source">[{formatSource(b.rolesSource)}]</span>
          <Fields b={b} s={s} />
        </dd>
        <dt>{tr('briefings.deployment')}</dt>
        <dd>
          {tr('briefings.deploy', {
            attacker: tr('side.attacker'),
            a: deploy('attacker'),
            defender: tr('side.defender'),
            d: deploy('defender'),
            note: campaignText(b.deploymentNote),
          })}{' '}
          <span className="source">[{formatSource(b.deploymentSource)}]</span>
        </dd>
        <dt>{tr('briefings.wins')}</dt>
        <dd>
          {campaignText(b.wins)} <span className="source">[{formatSource(b.winsSource)}]</span>
        </dd>
        <dt>{tr('briefings.then')}</dt>
        <dd>
          {tr('briefings.next', { attacker: tr('side.attacker'), a: nodeTitle(b.next.A), defender: tr('side.defender'), d: nodeTitle(b.next.D) })}{' '}
          <span className="source">[{formatSource(b.nextSource)}]</span>
        </dd>
      </dl>
    </details>
  );
}

export function ScenarioBriefings({ s, rules }: { readonly s: CampaignState; readonly rules: CampaignRules }) {
  const { t: tr } = useTranslation('campaign');
  return (
    <section className="panel" aria-labelledby="briefings">
      <h2 id="briefings">{tr('briefings.heading')}</h2>
      {scenarioBriefings(s, rules).map((b) => (
        <Briefing key={b.scenario} b={b} s={s} now={!s.ended && b.scenario === s.scenario.type} />
      ))}
    </section>
  );
}
