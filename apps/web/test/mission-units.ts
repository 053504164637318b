/** Four plain 50-ton 'Mechs for an Assassination mission tracked with dice rolled at the table (offline tests). */
const fifty = { tonnage: 50, countsForBoardSize: true, ground: true, withdrawalTest: 'mech', walkMp: 5 } as const;

export const assassinationUnits = [
  { ...fifty, id: 'a1', name: 'a1', side: 'attacker', value: 2000 },
  { ...fifty, id: 'a2', name: 'a2', side: 'attacker', value: 1000 },
  { ...fifty, id: 'd1', name: 'd1', side: 'defender', value: 1500 },
  { ...fifty, id: 'd2', name: 'd2', side: 'defender', value: 1000 },
];
