import { useTranslation } from 'react-i18next';
import { campaignText, deploymentLabel, scenarioTitle } from './campaign-words';
import { type CampaignRules, EQUIPMENT_NAMES, SCENARIO_TITLES, type ScenarioType, type SpeedBand } from '@marshal/campaign';
import { formatSource } from '../../i18n/source-text';

const range = (r: { min: number; max: number }) => (r.min === r.max ? `${r.min}` : `${r.min}–${r.max}`);
const band = (b: SpeedBand) => (b.max === undefined ? `${b.min}+` : b.min === b.max ? `${b.min}` : `${b.min}–${b.max}`);
const signed = (v: number) => (v >= 0 ? `+${v}` : `−${Math.abs(v)}`);

/** The tables this campaign plays under, each with its source (the defaults say the source table is not available). */
export function CampaignTables({ rules }: { rules: CampaignRules }) {
  const { t: tr } = useTranslation('campaign');
  const m = rules.meetingModifiers;
  const next = (n: string) =>
    n in SCENARIO_TITLES ? scenarioTitle(n as ScenarioType) : tr(n === 'attacker-victory' ? 'tables.attackerWins' : 'tables.defenderWins');
  return (
    <section className="panel" aria-labelledby="campaign-tables">
      <h2 id="campaign-tables">{tr('tables.heading')}</h2>
      <details>
        <summary>{campaignText(rules.landingTable.title)}</summary>
        <p className="source">{formatSource(rules.landingTable.source)}</p>
        <table>
          <tbody>
            {rules.landingTable.rows.map((r) => (
              <tr key={r.min}>
                <td className="num">{range(r)}</td>
                <td>{campaignText(r.label)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
      <details>
        <summary>{tr('tables.meeting')}</summary>
        <p className="source">{formatSource(m.source)}</p>
        <table>
          <tbody>
            {m.slowestMech.map((b) => (
              <tr key={`m${b.min}`}>
                <td>{tr('tables.slowestMech', { band: band(b) })}</td>
                <td className="num">{signed(b.modifier)}</td>
              </tr>
            ))}
            {m.slowestVehicle.map((b) => (
              <tr key={`v${b.min}`}>
                <td>{tr('tables.slowestVehicle', { band: band(b) })}</td>
                <td className="num">{signed(b.modifier)}</td>
              </tr>
            ))}
            <tr>
              <td>{tr('tables.allJump')}</td>
              <td className="num">{signed(m.allJump)}</td>
            </tr>
            {Object.entries(m.equipment).map(([id, v]) => (
              <tr key={id}>
                <td>{campaignText(EQUIPMENT_NAMES[id as keyof typeof EQUIPMENT_NAMES])}</td>
                <td className="num">{signed(v)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
      <details>
        <summary>{campaignText(rules.meetingTable.title)}</summary>
        <p className="source">{formatSource(rules.meetingTable.source)}</p>
        <table>
          <thead>
            <tr>
              <th scope="col">{tr('tables.roll')}</th>
              <th scope="col">{tr('tables.attacker')}</th>
              <th scope="col">{tr('tables.defender')}</th>
              <th scope="col">{tr('tables.maps')}</th>
              <th scope="col">{tr('tables.edge')}</th>
            </tr>
          </thead>
          <tbody>
            {rules.meetingTable.rows.map((r) => (
              <tr key={r.min}>
                <td className="num">{range(r)}</td>
                <td>{deploymentLabel(r.result.attacker)}</td>
                <td>{deploymentLabel(r.result.defender)}</td>
                <td>{campaignText(r.result.maps)}</td>
                <td>{campaignText(r.result.homeEdge)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
      <details>
        <summary>{tr('tables.chart')}</summary>
        <p className="source">{formatSource(rules.scenarioChart.source)}</p>
        <p className="source">{formatSource(rules.eligibility.source)}</p>
        <table>
          <thead>
            <tr>
              <th scope="col">{tr('tables.scenario')}</th>
              <th scope="col">{tr('tables.groups')}</th>
              <th scope="col">{tr('tables.aWon')}</th>
              <th scope="col">{tr('tables.dWon')}</th>
            </tr>
          </thead>
          <tbody>
            {(Object.keys(SCENARIO_TITLES) as ScenarioType[]).map((s) => {
              const arrows = s === 'landing' ? { A: 'meeting-engagement', D: 'landing' } : rules.scenarioChart.arrows[s];
              return (
                <tr key={s}>
                  <th scope="row">{scenarioTitle(s)}</th>
                  <td>{rules.eligibility.byScenario[s].map(campaignText).join(', ')}</td>
                  <td>{next(arrows.A)}</td>
                  <td>{next(arrows.D)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </details>
    </section>
  );
}
