import { categoryById, isFinal, type TournamentState } from '@marshal/tournament';
import { PairingRows } from './pairing-rows';

/** Every round's pairings and results (names, map records, scores); the newest round open, earlier ones folded. */
export function RoundsHistory({ state, heading = 'Rounds' }: { state: TournamentState; heading?: string }) {
  if (!state.rounds.length) return null;
  return (
    <section className="panel rounds-history" aria-label={heading}>
      <h2>{heading}</h2>
      {[...state.rounds].reverse().map((r, i) => {
        const played = r.duels.filter(isFinal).length;
        return (
          <details key={r.number} open={i === 0} data-round={r.number}>
            <summary>
              Duel {r.number}: {categoryById(r.category).label} — {played} of {r.duels.length} final
            </summary>
            {r.note && <p className="hint">{r.note}</p>}
            <div className="table-scroll">
              <PairingRows state={state} duels={r.duels} label={`Duel ${r.number} results`} />
            </div>
          </details>
        );
      })}
    </section>
  );
}
