import type { BattleState } from '@marshal/battletech';
import { Link, navigate } from '../../router';
import { signInPath } from '../../components/sign-in-needed';
import { useTranslation } from 'react-i18next';
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
  signedOut = false,
}: {
  id: string;
  state: BattleState;
  seats: HeldSeats;
  seatList: readonly SeatInfo[] | null;
  claim: (side: string) => Promise<void>;
  release: (side: string) => Promise<void>;
  copy: () => Promise<string | null>;
  /** A server with accounts and nobody signed in here: taking a seat needs an account first. */
  signedOut?: boolean;
}) {
  const { t: tr } = useTranslation('battle');
  const info = (side: string) => seatList?.find((s) => s.seat === side);
  const open = state.sides.filter((s) => !seats.sides.includes(s.id));
  const link = (side: string) => `${window.location.origin}/battles/${id}?seat=${encodeURIComponent(side)}`;
  const over = state.phase === 'over';
  const startCopy = async () => {
    const fresh = await copy();
    if (fresh) navigate(`/battles/${fresh}`);
  };
  return (
    <section className="panel seats" aria-label={tr('seats.label')}>
      <p>
        {seats.sides.length === 0
          ? tr('seats.watching')
          : seats.sides.length === state.sides.length
            ? tr('seats.hotSeat')
            : tr('seats.youPlay', { sides: seats.sides.map((s) => state.sides.find((x) => x.id === s)?.name ?? s).join(', ') })}
        {seatList === null && seats.sides.length > 0 && <span className="hint">{tr('seats.noTokens')}</span>}
      </p>
      {signedOut && !over && (
        <p data-testid="sign-in-to-play">
          {tr('seats.signIn')} <Link to={signInPath()}>{tr('seats.signInLink')}</Link>
        </p>
      )}
      {open.length > 0 && !over && (
        <ul className="seat-list">
          {open.map((s) => {
            const seat = info(s.id);
            const claimed = seat?.claimed ?? false;
            if (seat?.bot)
              return (
                <li key={s.id}>
                  {s.name}: {tr('seats.bot')}
                </li>
              );
            return (
              <li key={s.id}>
                {s.name}:{' '}
                {!claimed
                  ? seat?.keptFor
                    ? tr('seats.keptFor', { who: seat.keptFor })
                    : tr('seats.open')
                  : seat?.yours
                    ? tr('seats.yoursElsewhere')
                    : seat?.player
                      ? tr('seats.playedBy', { who: seat.player })
                      : tr('seats.elsewhere')}
                {seats.sides.length > 0 && !claimed && (
                  <>
                    {' '}
                    {tr('seats.joinLink')}{' '}
                    <input readOnly value={link(s.id)} aria-label={tr('seats.joinLinkFor', { name: s.name })} onFocus={(e) => e.target.select()} />
                  </>
                )}{' '}
                {!claimed && !signedOut && (
                  <button type="button" className="secondary" onClick={() => void claim(s.id)}>
                    {seats.sides.length === 0 ? tr('seats.take', { name: s.name }) : tr('seats.playToo', { name: s.name })}
                  </button>
                )}
                {claimed && seat?.yours && (
                  <button type="button" className="secondary" onClick={() => void claim(s.id)}>
                    {tr('seats.rejoin', { name: s.name })}
                  </button>
                )}
                {claimed && !seat?.yours && seats.sides.length === 0 && (
                  <InlineAction
                    label={tr('seats.free', { name: s.name })}
                    title={tr('seats.freeTitle', { name: s.name })}
                    busy={false}
                    ready
                    onConfirm={() => void release(s.id)}
                  >
                    <p className="hint">{tr('seats.freeHint', { name: s.name })}</p>
                  </InlineAction>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {(over || seats.sides.length === 0) && !signedOut && (
        <p>
          <button type="button" className="secondary" onClick={() => void startCopy()}>
            {tr('seats.copy')}
          </button>{' '}
          <span className="hint">{tr('seats.copyHint')}</span>
        </p>
      )}
    </section>
  );
}
