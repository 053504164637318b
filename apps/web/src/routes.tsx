import type { ReactNode } from 'react';
import { ExplorerPage } from './pages/explorer/explorer-page';
import { HomePage } from './pages/home/home-page';
import { MissionTrackerPage } from './pages/missions/mission-tracker-page';
import { MissionsPage } from './pages/missions/missions-page';
import { M42PhasePage } from './pages/m42/m42-phase-page';
import { M42StartPage } from './pages/m42/m42-start-page';
import { DaGamePage } from './pages/dark-age/da-game-page';
import { DaStartPage } from './pages/dark-age/da-start-page';
import { CampaignPage } from './pages/campaign/campaign-page';
import { CampaignsPage } from './pages/campaign/campaigns-page';
import { TournamentsPage } from './pages/tournament/tournaments-page';
import { TournamentPage } from './pages/tournament/tournament-page';
import { StandingsPage } from './pages/tournament/standings-page';
import { PairingsPage } from './pages/tournament/pairings-page';
import { ScoreSheetsPage } from './pages/tournament/score-sheets-page';
import { TableClockPage } from './pages/tournament/table-clock-page';
import { MapsPage } from './pages/maps/maps-page';
import { CatalogPage } from './pages/catalog/catalog-page';
import { CombatPage } from './pages/combat/combat-page';
import { NewBattlePage } from './pages/battle/new-battle-page';
import { BattlePage } from './pages/battle/battle-page';
import { ReplayPage } from './pages/battle/replay-page';
import { SimulatePage } from './pages/simulate/simulate-page';
import { ContractsPage } from './pages/contracts/contracts-page';
import { ContractPage } from './pages/contracts/contract-page';

/**
 * Every page of the web app; each area adds its pages here (files under pages/<area>/).
 * `path` may hold params (`/games/:id`), passed to `render`. The first matching route wins, so put
 * fixed paths before patterns. `nav: false` keeps a page out of the header (e.g. detail pages).
 */
export interface PageRoute {
  readonly path: string;
  readonly title: string;
  readonly render: (params: Record<string, string>) => ReactNode;
  readonly nav?: boolean;
}

export const routes: PageRoute[] = [
  { path: '/', title: 'Home', render: () => <HomePage routes={routes} />, nav: false },
  { path: '/rulings', title: 'Rulings', render: () => <ExplorerPage /> },
  { path: '/missions', title: 'Missions', render: () => <MissionsPage /> },
  { path: '/missions/:id', title: 'Mission', render: (p) => <MissionTrackerPage id={p.id!} />, nav: false },
  { path: '/contracts', title: 'Contracts', render: () => <ContractsPage /> },
  { path: '/contracts/:id', title: 'Contract', render: (p) => <ContractPage id={p.id!} />, nav: false },
  { path: '/m42', title: 'M42', render: () => <M42StartPage /> },
  { path: '/m42/:id', title: 'M42 Starting Phase', render: (p) => <M42PhasePage id={p.id!} />, nav: false },
  { path: '/dark-age', title: 'Fire for Effect', render: () => <DaStartPage /> },
  { path: '/dark-age/:id', title: 'Fire for Effect game', render: (p) => <DaGamePage id={p.id!} />, nav: false },
  { path: '/campaigns', title: 'Campaigns', render: () => <CampaignsPage /> },
  { path: '/campaigns/:id', title: 'Campaign', render: (p) => <CampaignPage id={p.id!} />, nav: false },
  { path: '/tournaments', title: 'Tournaments', render: () => <TournamentsPage /> },
  { path: '/tournaments/:id/standings', title: 'Standings', render: (p) => <StandingsPage id={p.id!} />, nav: false },
  { path: '/tournaments/:id/pairings', title: 'Pairings', render: (p) => <PairingsPage id={p.id!} />, nav: false },
  { path: '/tournaments/:id/sheets', title: 'Score sheets', render: (p) => <ScoreSheetsPage id={p.id!} />, nav: false },
  {
    path: '/tournaments/:id/duels/:duel/clock',
    title: 'Table clock',
    render: (p) => <TableClockPage id={p.id!} duel={p.duel!} />,
    nav: false,
  },
  { path: '/tournaments/:id', title: 'Tournament', render: (p) => <TournamentPage id={p.id!} />, nav: false },
  { path: '/maps', title: 'Maps', render: () => <MapsPage /> },
  { path: '/units', title: 'Units', render: () => <CatalogPage /> },
  { path: '/combat', title: 'Combat', render: () => <CombatPage /> },
  { path: '/battles', title: 'Battles', render: () => <NewBattlePage /> },
  { path: '/simulate', title: 'Simulate', render: () => <SimulatePage /> },
  { path: '/battles/replay', title: 'Replay a battle', render: () => <ReplayPage />, nav: false },
  { path: '/battles/:id/replay', title: 'Battle replay', render: (p) => <ReplayPage id={p.id!} />, nav: false },
  { path: '/battles/:id', title: 'Battle', render: (p) => <BattlePage id={p.id!} />, nav: false },
];
