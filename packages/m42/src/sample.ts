/** A sample M42 battle for the table-side assistant, the CLI's --help example and tests: late in a hostage rescue. */
import type { M42SetupInput } from './schema';

export const sampleM42State: M42SetupInput = {
  title: 'Relay Station Kappa — turn 4',
  turn: 4,
  currentPlayer: 'vanguard',
  players: [
    {
      id: 'vanguard',
      name: 'Vanguard Company',
      role: 'attacker',
      taskForce: {
        name: 'Vanguard Company',
        startingUnits: 8,
        specialRules: [],
        units: [
          { id: 'v-squad-1', name: 'Rifle Squad 1', status: 'alive', suppression: 2, hitCountDie: null },
          { id: 'v-squad-2', name: 'Rifle Squad 2', status: 'alive', suppression: 1, hitCountDie: 3 },
          { id: 'v-hq', name: 'Command Squad', status: 'alive', suppression: 0, hitCountDie: null },
          { id: 'v-squad-3', name: 'Rifle Squad 3', status: 'destroyed' },
          { id: 'v-squad-4', name: 'Rifle Squad 4', status: 'destroyed' },
          { id: 'v-squad-5', name: 'Rifle Squad 5', status: 'destroyed' },
          { id: 'v-walker', name: 'Strider Walker', status: 'destroyed' },
          { id: 'v-recon', name: 'Recon Team', status: 'reserve' },
        ],
        officers: [
          { id: 'captain-rhee', name: 'Captain Rhee', ld: 9, status: 'on-table', unit: 'v-hq' },
          { id: 'sgt-vale', name: 'Sergeant Vale', ld: 7, status: 'on-table', unit: 'v-squad-1' },
          { id: 'lt-osei', name: 'Lieutenant Osei', ld: 8, status: 'reserve', unit: 'v-recon' },
        ],
      },
    },
    {
      id: 'swarm',
      name: 'Turid Swarm',
      role: 'defender',
      taskForce: {
        name: 'Turid Brood 7',
        startingUnits: 6,
        specialRules: ['hive-mind'],
        units: [
          { id: 't-drones-1', name: 'Drone Brood 1', status: 'alive', ld: 7, suppression: 1, hitCountDie: 2 },
          { id: 't-drones-2', name: 'Drone Brood 2', status: 'alive', ld: 7, suppression: 0, hitCountDie: null },
          { id: 't-warrior', name: 'Warrior Brood', status: 'alive', ld: 8, suppression: 0, hitCountDie: null },
          { id: 't-drones-3', name: 'Drone Brood 3', status: 'destroyed', ld: 7 },
          { id: 't-spitter', name: 'Spitter Beast', status: 'destroyed', ld: 6 },
          { id: 't-lurker', name: 'Lurker Brood', status: 'reserve', ld: 7 },
        ],
      },
    },
  ],
  mission: {
    id: 'hostage-rescue',
    title: 'Hostage Rescue',
    victory: {
      attacker: [
        { kind: 'escort-hostage', hostage: 'envoy' },
        { kind: 'opponent-below', fraction: 0.25 },
      ],
      defender: [{ kind: 'hold-objective', objective: 'relay', fromTurn: 6 }],
    },
  },
  battlefield: {
    objectives: [{ id: 'relay', label: 'Relay station', heldBy: 'swarm' }],
    hostages: [{ id: 'envoy', label: 'The envoy', escortedOffBy: null }],
  },
};
