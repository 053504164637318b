import { formatSource } from '../../i18n/source-text';
import { SOLARIS, defaults, explainPrizeDraw, ticketHoldings, type TournamentState } from '@marshal/tournament';
import type { TFunction } from 'i18next';
import { playerName } from './use-tournament';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '../../components/table-scroll';

interface Dice {
  readonly commitment: string | null;
  readonly seed: string | null;
}

/** The seed reveal: the commitment made when the event was created, and the seed and the check once revealed. */
function SeedReveal({ id, dice }: { id: string; dice: Dice }) {
  const { t: tr } = useTranslation('tournament');
  return (
    <p className="hint seed-reveal" data-seed>
      {tr('prize.commitment')} <code>{dice.commitment?.slice(0, 16)}…</code>
      {dice.seed ? (
        <>
          {tr('prize.revealed')} <code>{dice.seed}</code> — <a href={`/api/games/${id}/verify`}>{tr('prize.check')}</a> {tr('prize.or')}{' '}
          <a href={`/api/games/${id}/record`}>{tr('prize.download')}</a>.
        </>
      ) : (
        tr('prize.later')
      )}
    </p>
  );
}

/** Why a player holds tickets, in the reader's language: "1 for taking part, 3 for place 1" (the engine's reasons are "taking part" and "place N"). */
function why(reasons: readonly { reason: string; count: number }[], tr: TFunction<'tournament'>): string {
  const one = ({ reason, count }: { reason: string; count: number }) => {
    const place = /^place (\d+)$/.exec(reason);
    if (place) return tr('prizeWhy.place', { count, place: place[1] });
    return reason === 'taking part' ? tr('prizeWhy.part', { count }) : `${count} · ${reason}`;
  };
  return reasons.map(one).join(', ');
}

/** The prize draw step by step: whose tickets and why, each draw's pot and roll, which tickets were voided and why. */
export function PrizeDraw({ id, state, dice }: { id: string; state: TournamentState; dice: Dice }) {
  const { t: tr } = useTranslation('tournament');
  const draw = state.prizes;
  if (!draw) return null;
  const names = (p: string) => playerName(state, p);
  return (
    <section className="prize-draw" aria-label={tr('prize.heading')}>
      <h3>{tr('prize.heading')}</h3>
      <TableScroll label={tr('prize.tickets')}>
        <table aria-label={tr('prize.tickets')}>
          <thead>
            <tr>
              <th>{tr('table.player')}</th>
              <th>{tr('prize.tickets')}</th>
              <th>{tr('prize.why')}</th>
            </tr>
          </thead>
          <tbody>
            {ticketHoldings(draw).map((h) => (
              <tr key={h.player}>
                <td>{names(h.player)}</td>
                <td>{tr('prize.numbers', { count: h.numbers.length, numbers: h.numbers.join(', ') })}</td>
                <td>{why(h.reasons, tr)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <ol aria-label={tr('prize.draws')}>
        {explainPrizeDraw(draw, names).map((s, i) => (
          <li key={s.prize}>
            {tr('prize.prize', { prize: s.prize })}
            {s.rolled === null ? tr('prize.onlyLeft', { name: names(s.player) }) : tr('prize.rolled', { rolled: s.rolled, pot: s.potSize })}
            {s.rolled === null
              ? tr('prize.ticket', { ticket: s.ticket })
              : tr('prizeMore.ticket', { ticket: s.ticket, rolled: s.rolled, pot: draw.draws[i]!.pot.join(', ') })}
            <strong>{names(s.player)}</strong>.{' '}
            {s.voided.length > 0
              ? tr('prizeMore.voided', { count: s.voided.length, tickets: s.voided.join(', '), name: names(s.player), prize: s.prize })
              : tr('prize.noVoid')}{' '}
            {tr('prize.left', { count: s.left })}
          </li>
        ))}
      </ol>
      <p className="hint source" data-prize-rules>
        {tr('prizeMore.rule', { sources: [SOLARIS.prizes, defaults.prizeCount].map(formatSource).join(' · ') })}
      </p>
      <SeedReveal id={id} dice={dice} />
    </section>
  );
}
