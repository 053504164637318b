/** Faction short codes people type (MegaMek style: FS, DC, LA …) and the MUL faction names they stand for. */

export const FACTION_CODES: Readonly<Record<string, readonly string[]>> = {
  FS: ['Federated Suns'],
  DC: ['Draconis Combine'],
  LA: ['Lyran Alliance', 'Lyran Commonwealth'],
  LC: ['Lyran Commonwealth'],
  CC: ['Capellan Confederation'],
  FWL: ['Free Worlds League'],
  FC: ['Federated Commonwealth'],
  CS: ['ComStar'],
  WOB: ['Word of Blake'],
  FRR: ['Free Rasalhague Republic'],
  ROS: ['Republic of the Sphere'],
  SIC: ['St. Ives Compact'],
  TH: ['Terran Hegemony'],
  SL: ['Star League Regular', 'Star League Royal', 'Star League General'],
  MERC: ['Mercenary'],
  PIR: ['Pirates'],
  MOC: ['Magistracy of Canopus'],
  TC: ['Taurian Concordat'],
  OA: ['Outworlds Alliance'],
  MH: ['Marian Hegemony'],
  CDS: ['Clan Diamond Shark'],
  CSR: ['Clan Snow Raven'],
  CGB: ['Clan Ghost Bear'],
  CHH: ["Clan Hell's Horses"],
  CJF: ['Clan Jade Falcon'],
  CNC: ['Clan Nova Cat'],
  CSJ: ['Clan Smoke Jaguar'],
  CW: ['Clan Wolf'],
  CWIE: ['Clan Wolf (in Exile)'],
  CSV: ['Clan Steel Viper'],
  CSA: ['Clan Star Adder'],
  CCY: ['Clan Coyote'],
  CCC: ['Clan Cloud Cobra'],
  CBS: ['Clan Blood Spirit'],
  CFM: ['Clan Fire Mandrill'],
  CIH: ['Clan Ice Hellion'],
  CGS: ['Clan Goliath Scorpion'],
  CSL: ['Clan Stone Lion'],
  CWOV: ['Clan Wolverine'],
  CB: ['Clan Burrock'],
  CM: ['Clan Mongoose'],
  RD: ['Rasalhague Dominion'],
  RA: ['Raven Alliance'],
  CP: ['Clan Protectorate'],
  SOC: ['Society'],
};

/** Every way data may spell a faction: the MUL names a code stands for, or a name plus the codes that mean it. */
export function factionNames(text: string): readonly string[] {
  const t = text.trim();
  const names = FACTION_CODES[t.toUpperCase()];
  if (names) return [...names, t.toUpperCase()];
  const codes = Object.entries(FACTION_CODES)
    .filter(([, ns]) => ns.some((n) => n.toLowerCase() === t.toLowerCase()))
    .map(([c]) => c);
  return [t, ...codes];
}
