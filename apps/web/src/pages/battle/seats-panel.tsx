import type { BattleState } from '@marshal/battletech';
import { navigate } from '../../router';
import { InlineAction } from '../../components/inline-action';
import type { HeldSeats, SeatInfo } from './seats';

/**
 * Who plays which side from this browser, the seats still open, and the link that lets the other player join. A seat
 * is never lost: its account takes it back from any browser, the battle's starter can free it, and anyone can start
 * a fresh copy of the battle instead (the demo duel, for one).
 */
export function SeatsPanel({
  id,
  state,
  seats,
  seatList,
  claim,
  release,
  copy,
}: {
  id: string;
  state: BattleState;
  seats: HeldSeats;
  seatList: readonly SeatInfo[] | null;
  claim: (side: string) => Promise<void>;
  release: (side: string) => Promise<void>;
  copy: () => Promise<string | null>;
}) {
  const info = (side: string) => seatList?.find((s) => s.seat === side);
  const open = state.sides.filter((s) => !seats.sides.includes(s.id));
  const link = (side: string) => `${window.location.origin}/battles/${id}?seat=${encodeURIComponent(side)}`;
  const over = state.phase === 'over';
  const startCopy = async () => {
    const fresh = await copy();
    if (fresh) navigate(`/battles/${fresh}`);
  };
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
      {open.length > 0 && !over && (
        <ul className="seat-list">
          {open.map((s) => {
            const seat = info(s.id);
            const claimed = seat?.claimed ?? false;
            return (
              <li key={s.id}>
                {s.name}:{' '}
                {!claimed
                  ? seat?.keptFor
                    ? `kept for ${seat.keptFor}`
                    : 'open'
                  : seat?.yours
                    ? 'yours, played from another browser'
                    : 'played from another browser'}
                {seats.sides.length > 0 && !claimed && (
                  <>
                    {' '}
                    · join link for the other player:{' '}
                    <input readOnly value={link(s.id)} aria-label={`Join link for ${s.name}`} onFocus={(e) => e.target.select()} />
                  </>
                )}{' '}
                {!claimed && (
                  <button type="button" className="secondary" onClick={() => void claim(s.id)}>
                    {seats.sides.length === 0 ? `Take seat ${s.name}` : `Play ${s.name} here too (hot seat)`}
                  </button>
                )}
                {claimed && seat?.yours && (
                  <button type="button" className="secondary" onClick={() => void claim(s.id)}>
                    Rejoin as {s.name}
                  </button>
                )}
                {claimed && !seat?.yours && (
                  <InlineAction label={`Free seat ${s.name}`} title={`Free seat ${s.name}?`} busy={false} ready onConfirm={() => void release(s.id)}>
                    <p className="hint">
                      Whoever plays {s.name} now loses the seat, and the next person to take it plays on. Only whoever started this battle (or an organiser) can
                      do this.
                    </p>
                  </InlineAction>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {(over || seats.sides.length === 0) && (
        <p>
          <button type="button" className="secondary" onClick={() => void startCopy()}>
            Play a fresh copy of this battle
          </button>{' '}
          <span className="hint">Same units, map and rules; new dice; the seats are yours to take.</span>
        </p>
      )}
    </section>
  );
}
