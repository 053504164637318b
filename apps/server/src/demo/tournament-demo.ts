import { currentRound, samplePlayerCommands, sampleResult, tournamentModule, type TournamentState } from '@marshal/tournament';
import { createGame, loadGame, playGameCommand } from '../games/game-service';
import type { DemoSeeder } from './index';

/** An 8-player Solaris VII event two duels in (sample unit facts), with duel 3 paired and one result awaiting confirmation. */
export const DEMO_TOURNAMENT_TITLE = 'Demo: Solaris VII Stable Challenge';
const organiser = { role: 'organiser' as const };

export const tournamentDemo: DemoSeeder = {
  id: 'tournament',
  title: 'Solaris VII tournament',
  async seed({ store }) {
    const existing = await store.list({ kind: 'game', module: tournamentModule.id });
    if (existing.some((g) => g.title === DEMO_TOURNAMENT_TITLE)) return;
    const game = await createGame(store, {
      module: tournamentModule.id,
      setup: { title: DEMO_TOURNAMENT_TITLE },
      dice: 'seeded',
      title: DEMO_TOURNAMENT_TITLE,
    });
    const id = game.info.id;
    let version = game.info.version;
    const play = async (command: object) => {
      const out = await playGameCommand(store, id, version, command);
      if (out.status !== 'accepted') throw new Error(`demo tournament: ${JSON.stringify(command).slice(0, 60)} was ${out.status}`);
      version = out.version;
    };
    const state = async () => (await loadGame(store, id)).live.state as TournamentState;
    for (const c of samplePlayerCommands(8)) await play(c);
    await play({ type: 'startEvent', actor: organiser });
    for (let r = 1; r <= 3; r++) {
      await play({ type: 'pairRound', actor: organiser });
      const duels = currentRound(await state())!.duels.filter((d) => d.b);
      for (const d of r < 3 ? duels : duels.slice(0, 1))
        await play({ type: 'reportResult', actor: r < 3 ? organiser : { role: 'player', player: d.a.player }, duel: d.id, result: sampleResult(d.id, 'demo') });
    }
  },
};
