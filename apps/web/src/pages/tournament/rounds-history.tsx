import { isFinal, type TournamentState } from '@marshal/tournament';
import { PairingRows } from './pairing-rows';
import { useTranslation } from 'react-i18next';
import { useEngineText } from '../../i18n/engine-text';
import { TableScroll } from '../../components/table-scroll';

/** Every round's pairings and results (names, map records, scores); the newest round open, earlier ones folded. */
export function RoundsHistory({ state, heading }: { state: TournamentState; heading?: string }) {
  const { t: tr } = useTranslation('tournament');
  const en = useEngineText();
  if (!state.rounds.length) return null;
  return (
    <section className="panel rounds-history" aria-label={heading ?? tr('rounds.heading')}>
      <h2>{heading ?? tr('rounds.heading')}</h2>
      {[...state.rounds].reverse().map((r, i) => {
        const played = r.duels.filter(isFinal).length;
        return (
          <details key={r.number} open={i === 0} data-round={r.number}>
            <summary>{tr('rounds.summary', { number: r.number, category: tr(`category.${r.category}`), played, total: r.duels.length })}</summary>
            {r.note && <p className="hint">{en.tournament(r.note)}</p>}
            <TableScroll label={tr('rounds.results', { number: r.number })}>
              <PairingRows state={state} duels={r.duels} label={tr('rounds.results', { number: r.number })} />
            </TableScroll>
          </details>
        );
      })}
    </section>
  );
}
