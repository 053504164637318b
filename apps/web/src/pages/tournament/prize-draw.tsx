import { explainPrizeDraw, ticketHoldings, type TournamentState } from '@marshal/tournament';
import { playerName } from './use-tournament';

interface Dice {
  readonly commitment: string | null;
  readonly seed: string | null;
}

/** The seed reveal: the commitment made when the event was created, and the seed and the check once revealed. */
function SeedReveal({ id, dice }: { id: string; dice: Dice }) {
  return (
    <p className="hint seed-reveal" data-seed>
      The draws use the event&apos;s seeded dice. Seed commitment <code>{dice.commitment?.slice(0, 16)}…</code>
      {dice.seed ? (
        <>
          ; seed revealed: <code>{dice.seed}</code> — <a href={`/api/games/${id}/verify`}>check every roll against it</a> or{' '}
          <a href={`/api/games/${id}/record`}>download the record</a>.
        </>
      ) : (
        '; the organiser reveals the seed when the day is over, and anyone can then check every roll.'
      )}
    </p>
  );
}

/** The prize draw step by step: whose tickets and why, each draw's pot and roll, which tickets were voided and why. */
export function PrizeDraw({ id, state, dice }: { id: string; state: TournamentState; dice: Dice }) {
  const draw = state.prizes;
  if (!draw) return null;
  const names = (p: string) => playerName(state, p);
  return (
    <section className="prize-draw" aria-label="Prize draw">
      <h3>Prize draw</h3>
      <div className="table-scroll">
        <table aria-label="Tickets">
          <thead>
            <tr>
              <th>Player</th>
              <th>Tickets</th>
              <th>Why</th>
            </tr>
          </thead>
          <tbody>
            {ticketHoldings(draw).map((h) => (
              <tr key={h.player}>
                <td>{names(h.player)}</td>
                <td>
                  {h.numbers.length} (no. {h.numbers.join(', ')})
                </td>
                <td>{h.why}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ol aria-label="Draws">
        {explainPrizeDraw(draw, names).map((s) => (
          <li key={s.prize}>
            Prize {s.prize}: {s.rolled === null ? `only ${names(s.player)}'s tickets were left` : `rolled ${s.rolled} on 1–${s.potSize}`}
            {' → '}ticket {s.ticket}, <strong>{names(s.player)}</strong>.{' '}
            {s.voided.length > 0 ? `Tickets ${s.voided.join(', ')} voided: ${s.voidedWhy}.` : 'No other tickets to void.'} {s.left} tickets left.
          </li>
        ))}
      </ol>
      <SeedReveal id={id} dice={dice} />
    </section>
  );
}
