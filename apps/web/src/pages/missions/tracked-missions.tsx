import { useTranslation } from 'react-i18next';
import { MISSIONS } from '@marshal/missions';
import { Link } from '../../router';
import { useEngineText } from '../../i18n/engine-text';
import { useApi } from '../../use-api';

type Outcome = 'complete-victory' | 'defeat' | 'draw' | 'pending';

/** A tracked mission as GET /missions/tracked lists it: most recently changed first, with its result once it has ended. */
export interface TrackedMission {
  readonly id: string;
  readonly title: string;
  readonly version: number;
  readonly updatedAt: string;
  readonly mission: string;
  readonly ended: { readonly reason: string; readonly turn: number } | null;
  readonly result: { readonly attacker: Outcome; readonly defender: Outcome } | null;
}

const KIND: ReadonlyMap<string, string> = new Map(MISSIONS.map((m) => [m.id, m.title]));

/** The missions already tracked, in two lists: those still being played, and those finished with each side's result. */
export function TrackedMissions() {
  const { t: tr } = useTranslation('missions');
  const engine = useEngineText();
  const games = useApi<TrackedMission[]>('/missions/tracked');
  const all = games.data ?? [];
  const playing = all.filter((g) => !g.ended);
  const finished = all.filter((g) => g.ended);
  // The game's title, and which mission it is when the title does not say.
  const title = (g: TrackedMission) => {
    const kind = KIND.get(g.mission);
    return !kind || g.title.includes(kind) ? g.title : tr('wizard.titleKind', { title: g.title, kind });
  };
  return (
    <>
      {playing.length > 0 && (
        <section className="panel no-print" aria-labelledby="missions-playing">
          <h2 id="missions-playing">{tr('wizard.inProgress')}</h2>
          <ul>
            {playing.map((g) => (
              <li key={g.id}>
                <Link to={`/missions/${g.id}`}>{title(g)}</Link> <span className="hint">{tr('wizard.reports', { count: g.version })}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {finished.length > 0 && (
        <section className="panel no-print" aria-labelledby="missions-finished">
          <h2 id="missions-finished">{tr('wizard.finished')}</h2>
          <ul>
            {finished.map((g) => (
              <li key={g.id}>
                <Link to={`/missions/${g.id}`}>{title(g)}</Link>{' '}
                <span data-testid={`result-${g.id}`}>
                  {g.result &&
                    tr('wizard.result', {
                      attacker: tr(`outcome.${g.result.attacker}`),
                      defender: tr(`outcome.${g.result.defender}`),
                    })}
                </span>{' '}
                <span className="hint">{tr('wizard.endedIn', { turn: g.ended!.turn, reason: engine.mission(g.ended!.reason) })}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
