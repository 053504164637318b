import { describeMapChoice, type DuelState, type TournamentState } from '@marshal/tournament';
import { playerName } from './use-tournament';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useEngineText } from '../../i18n/engine-text';

function skills(d: DuelState, side: 'a' | 'b', tr: TFunction): string {
  const p = d.balance?.[side];
  return p ? `${p.gunnery}/${p.piloting}, ${tr('bv.skilled', { bv: p.adjustedBv })}` : '';
}

/** A duel's result in names and points: "3 – 1 (Pilot 2 destroyed)". */
function result(d: DuelState, tr: TFunction): string {
  if (!d.final) return tr(`status.${d.status}`);
  if (!d.b) return tr('table.byeScore', { points: d.final.score.a.total });
  const r = d.final.result;
  const how = r ? tr('table.howEnded', { a: tr(`duel.end.${r.a}`), b: tr(`duel.end.${r.b}`), count: r.gameRounds }) : '';
  return `${d.final.score.a.total} – ${d.final.score.b?.total ?? ''}${how}`;
}

export function PairingRows({ state, duels, label }: { state: TournamentState; duels: readonly DuelState[]; label?: string }) {
  const { t: tr } = useTranslation('tournament');
  const en = useEngineText();
  return (
    <table className="pairings" aria-label={label ?? tr('public.pairings')}>
      <thead>
        <tr>
          <th>{tr('table.tableNo')}</th>
          <th>{tr('table.player')}</th>
          <th>{tr('table.opponent')}</th>
          <th>{tr('table.result')}</th>
        </tr>
      </thead>
      <tbody>
        {duels.map((d) => [
          <tr key={d.id} data-pairing={d.id}>
            <td>{d.table ?? '—'}</td>
            <td>
              {playerName(state, d.a.player)}
              <div className="hint">
                {d.a.mech}
                {skills(d, 'a', tr) && ` (${skills(d, 'a', tr)})`}
              </div>
            </td>
            <td>
              {d.b ? (
                <>
                  {playerName(state, d.b.player)}
                  <div className="hint">
                    {d.b.mech}
                    {skills(d, 'b', tr) && ` (${skills(d, 'b', tr)})`}
                  </div>
                </>
              ) : (
                tr('table.bye')
              )}
            </td>
            <td>{result(d, tr)}</td>
          </tr>,
          d.mapChoice && (
            <tr key={`${d.id}-map`} className="map-row">
              <td colSpan={4} className="hint" data-map-record={d.id}>
                {tr('table.map', { map: d.mapChoice.map, record: en.tournament(describeMapChoice(d.mapChoice, (p) => playerName(state, p))) })}
              </td>
            </tr>
          ),
        ])}
      </tbody>
    </table>
  );
}
