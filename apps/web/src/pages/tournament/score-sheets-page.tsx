import './tournament.css';
import { explainBalance } from '@marshal/tournament';
import { playerName, useTournament } from './use-tournament';
import { useTranslation } from 'react-i18next';
import { useEngineText } from '../../i18n/engine-text';

/** One printable score sheet per duel of the current round: 'Mechs, balanced skills, map protocol and result boxes. */
export function ScoreSheetsPage({ id }: { id: string }) {
  const { t: tr } = useTranslation('tournament');
  const en = useEngineText();
  const t = useTournament(id);
  if (!t.data) return <div className="page">{t.error ?? tr('desk.loading')}</div>;
  const s = t.data.state;
  const maxRounds = t.data.rules.maxGameRounds;
  const r = s.rounds[s.rounds.length - 1];
  if (!r)
    return (
      <div className="page">
        <h1>{tr('sheets.title', { title: s.setup.title })}</h1>
        <p className="empty">{tr('public.none')}</p>
      </div>
    );
  return (
    <div className="page score-sheets">
      <h1>{tr('sheets.titleRound', { title: s.setup.title, round: r.number })}</h1>
      <p className="no-print">
        <button type="button" onClick={() => window.print()}>
          {tr('sheets.print')}
        </button>
      </p>
      {r.duels
        .filter((d) => d.b)
        .map((d) => (
          <section key={d.id} className="score-sheet" aria-label={tr('sheets.label', { id: d.id })}>
            <h2>{tr('sheets.heading', { title: s.setup.title, round: r.number, category: tr(`category.${r.category}`), table: d.table })}</h2>
            <table>
              <thead>
                <tr>
                  <th />
                  <th>{playerName(s, d.a.player)}</th>
                  <th>{playerName(s, d.b!.player)}</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th>'Mech</th>
                  <td>{d.a.mech}</td>
                  <td>{d.b!.mech}</td>
                </tr>
                <tr>
                  <th>{tr('sheets.skills')}</th>
                  <td>
                    {d.balance!.a.gunnery}/{d.balance!.a.piloting}, {d.balance!.a.adjustedBv}
                  </td>
                  <td>
                    {d.balance!.b.gunnery}/{d.balance!.b.piloting}, {d.balance!.b.adjustedBv}
                  </td>
                </tr>
                <tr>
                  <th>{tr('sheets.bonus')}</th>
                  <td>
                    {d.a.pulsePoints} / {d.a.precisionPoints}, {d.a.ammoTons} t
                  </td>
                  <td>
                    {d.b!.pulsePoints} / {d.b!.precisionPoints}, {d.b!.ammoTons} t
                  </td>
                </tr>
                <tr>
                  <th>{tr('sheets.end')}</th>
                  <td>{tr('sheets.endBoxes')}</td>
                  <td>{tr('sheets.endBoxes')}</td>
                </tr>
                <tr>
                  <th>{tr('sheets.signature')}</th>
                  <td className="sign" />
                  <td className="sign" />
                </tr>
              </tbody>
            </table>
            <p className="hint">
              {explainBalance(d.balance!, { a: playerName(s, d.a.player), b: playerName(s, d.b!.player) })
                .map(en.tournament)
                .join(' · ')}
            </p>
            <p>{tr('sheets.maps', { max: maxRounds })}</p>
          </section>
        ))}
    </div>
  );
}
