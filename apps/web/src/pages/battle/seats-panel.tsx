import type { BattleState } from '@marshal/battletech';
import type { HeldSeats, SeatInfo } from './seats';

/** Who plays which side from this browser, the seats still open, and the link that lets the other player join. */
export function SeatsPanel({
  id,
  state,
  seats,
  seatList,
  claim,
}: {
  id: string;
  state: BattleState;
  seats: HeldSeats;
  seatList: readonly SeatInfo[] | null;
  claim: (side: string) => Promise<void>;
}) {
  const claimed = (side: string) => seatList?.find((s) => s.seat === side)?.claimed ?? false;
  const open = state.sides.filter((s) => !seats.sides.includes(s.id));
  const link = (side: string) => `${window.location.origin}/battles/${id}?seat=${encodeURIComponent(side)}`;
  return (
    <section className="panel seats" aria-label="Seats">
      <p>
        {seats.sides.length === 0
          ? 'You are watching (spectator view: nobody’s secret choices are shown).'
          : seats.sides.length === state.sides.length
            ? 'Hot seat: this browser plays both sides.'
            : `You play ${seats.sides.map((s) => state.sides.find((x) => x.id === s)?.name ?? s).join(', ')}.`}
        {seatList === null && seats.sides.length > 0 && (
          <span className="hint"> (This server does not hand out seat tokens: the other side’s secrets are hidden by this page only.)</span>
        )}
      </p>
      {open.length > 0 && state.phase !== 'over' && (
        <ul className="seat-list">
          {open.map((s) => (
            <li key={s.id}>
              {s.name}: {claimed(s.id) ? 'played from another browser' : 'open'}
              {seats.sides.length > 0 && !claimed(s.id) && (
                <>
                  {' '}
                  · join link for the other player:{' '}
                  <input readOnly value={link(s.id)} aria-label={`Join link for ${s.name}`} onFocus={(e) => e.target.select()} />
                </>
              )}
              {!claimed(s.id) && (
                <>
                  {' '}
                  <button type="button" className="secondary" onClick={() => void claim(s.id)}>
                    {seats.sides.length === 0 ? `Take seat ${s.name}` : `Play ${s.name} here too (hot seat)`}
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
