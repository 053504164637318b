/** A sample campaign built around the seed's worked example, for tests, demos and the CLI. */
import type { ForceUnitInput, SideInput } from './force';
import type { CampaignSetupInput } from './setup';

/** A 'Mech with a regular pilot; pass id, kind, tonnage or equipment to change it. */
export const unit = (name: string, walk: number, jump: number, extra: Partial<ForceUnitInput> = {}): ForceUnitInput => ({
  id: extra.id ?? name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  name,
  kind: 'mech',
  tonnage: 35,
  walk,
  jump,
  pilot: { name: `${name} pilot`, gunnery: 4, piloting: 5 },
  value: 500,
  ...extra,
});

/** Natalie's lance from the seed's worked example: slowest walks 7, a Beagle, all jump. */
export const natalieLance = () => ({
  id: 'nat-recon',
  name: 'Natalie recon lance',
  units: [
    unit('Jenner JR7-D', 7, 5, { id: 'jenner-1' }),
    unit('Jenner JR7-D', 7, 5, { id: 'jenner-2' }),
    unit('Ostscout OTT-7Jb', 8, 8, { id: 'ostscout', equipment: ['beagle-active-probe'] }),
    unit('Spider SDR-5V', 8, 8, { id: 'spider', tonnage: 30 }),
  ],
});

/** Ralph's two stars: star 1 slowest 10 with a Watchdog; star 2 slowest 4 with a Watchdog, all jump. */
export const ralphStars = () => [
  {
    id: 'star-1',
    name: 'Star 1',
    formation: 'star' as const,
    units: [
      unit('Dasher Prime', 10, 0, { id: 's1-a', tonnage: 20 }),
      unit('Dasher A', 10, 0, { id: 's1-b', tonnage: 20, equipment: ['watchdog'] }),
      unit('Dasher B', 11, 0, { id: 's1-c', tonnage: 20 }),
      unit('Dasher C', 10, 6, { id: 's1-d', tonnage: 20 }),
      unit('Dasher D', 12, 0, { id: 's1-e', tonnage: 20 }),
    ],
  },
  {
    id: 'star-2',
    name: 'Star 2',
    formation: 'star' as const,
    units: [
      unit('Executioner Prime', 4, 4, { id: 's2-a', tonnage: 95 }),
      unit('Summoner Prime', 5, 5, { id: 's2-b', tonnage: 70, equipment: ['watchdog'] }),
      unit('Summoner A', 5, 5, { id: 's2-c', tonnage: 70 }),
      unit('Executioner A', 4, 4, { id: 's2-d', tonnage: 95 }),
      unit('Summoner B', 5, 5, { id: 's2-e', tonnage: 70 }),
    ],
  },
];

export const attackerSide = (): SideInput => ({
  name: 'Natalie',
  budget: 10_000,
  groups: [
    { id: 'nat-recon-group', name: 'Recon group', role: 'reconnaissance', lances: [natalieLance()] },
    {
      id: 'nat-line-group',
      name: 'Line group',
      role: 'line',
      lances: [
        {
          id: 'nat-line',
          name: 'Battle lance',
          units: [unit('Atlas AS7-D', 3, 0, { id: 'atlas', tonnage: 100 }), unit('Marauder MAD-3R', 4, 0, { id: 'marauder', tonnage: 75 })],
        },
      ],
    },
  ],
});

export const defenderSide = (): SideInput => ({
  name: 'Ralph',
  groups: [
    { id: 'ralph-recon', name: 'Recon cluster', role: 'reconnaissance', lances: ralphStars() },
    {
      id: 'ralph-garrison',
      name: 'Garrison',
      role: 'line',
      lances: [
        {
          id: 'garrison',
          name: 'Garrison lance',
          units: [
            unit('Warhammer WHM-6R', 4, 0, { id: 'warhammer', tonnage: 70 }),
            unit('Schrek PPC Carrier', 3, 0, { id: 'schrek', kind: 'vehicle', tonnage: 30 }),
          ],
        },
      ],
    },
  ],
});

/** Natalie (attacker) against Ralph (defender), the forces of the seed's worked example plus a line group each. */
export const sampleCampaignSetup = (over: Partial<CampaignSetupInput> = {}): CampaignSetupInput => ({
  title: 'Natalie vs Ralph',
  goal: { description: 'Take the capital' },
  attacker: attackerSide(),
  defender: defenderSide(),
  ...over,
});
