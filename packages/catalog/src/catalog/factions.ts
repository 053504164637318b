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
  CMG: ['Clan Mongoose'],
  CCO: ['Clan Coyote'],
  CM: ['Chaos March'],
  RD: ['Rasalhague Dominion'],
  RA: ['Raven Alliance'],
  CP: ['Clan Protectorate'],
  SOC: ['Society'],
};

/**
 * The names MegaMek's force generator gives the codes its availability tables use beyond FACTION_CODES: states, Clans,
 * Periphery regions and the commands inside a faction (keyed "CC.CHG" = the Capellan Confederation's Capellan Home
 * Guard), upper-cased. Source: MegaMek, megamek/data/forcegenerator/factions.xml (each faction's key and name). A
 * command is shown with its faction: "Capellan Home Guard (Capellan Confederation)"; a Periphery or Clan pool as itself.
 */
export const FORCEGEN_FACTION_NAMES: Readonly<Record<string, string>> = {
  ARDC: 'Arc-Royal Defense Cordon',
  BAN: 'Bandit Caste',
  CDP: 'Calderon Protectorate',
  CIR: 'Circinus Federation',
  CLAN: 'Clan - General',
  'CLAN.HW': 'Clan - Homeworld',
  'CLAN.IS': 'Clan - Inner Sphere',
  CWE: 'Wolf Empire',
  CWI: 'Clan Widowmaker',
  DA: 'Duchy of Andurien',
  DGM: 'Duchy of Graham-Marik',
  DO: 'Duchy of Oriente',
  DOO: 'Duchy of Orloff',
  DTA: 'Duchy of Tamarind',
  FOR: 'Fiefdom of Randis',
  FVC: 'Filtvelt Coalition',
  HL: 'Hanseatic League',
  IS: 'Inner Sphere - General',
  MCM: 'Marik Commonwealth',
  MSC: 'Marik-Stewart Commonwealth',
  NCR: 'New Colony Region',
  NIOPS: 'Niops Association',
  OP: 'Oriente Protectorate',
  PG: 'Principality of Gibson',
  PP: 'Pentagon Powers',
  PR: 'Principality of Regulus',
  PERIPHERY: 'Periphery',
  POR: 'Principality of Rasalhague',
  RCM: 'Rim Commonality',
  RF: 'Regulan Fiefs',
  RFS: 'Regulan Free States',
  RWR: 'Rim Worlds Republic',
  SC: 'Stewart Commonality',
  SLIE: 'Star League-in-Exile',
  TP: 'The Protectorate',
  'CC.CHG': 'Capellan Home Guard',
  'CC.MAC': "McCarron's Armored Cavalry",
  'CC.WHO': 'Warrior House Orders',
  'CFM.BG': 'Kindraa Beyl-Grant',
  'CFM.MIKR': 'Kindraa Mick-Kreese',
  'CFM.PBG': 'Kindraa Payne-Beyl-Grant',
  'CGB.FRR': 'Kungsarmé',
  'CS.EC': 'Explorer Corps',
  'DC.AL': 'Arkab Legions',
  'DC.BR': 'Benjamin Regulars',
  'DC.GHO': 'Ghost Regiments',
  'DC.GR': 'Galedon Regulars',
  'DC.LV': 'Legion of Vega',
  'DC.O': 'Otomo',
  'DC.PR': 'Pesht Regulars',
  'DC.RR': 'Rasalhague Regulars',
  'DC.RYU': 'Ryuken',
  'DC.SL': 'Sword of Light',
  'FS.AH': 'Avalon Hussars',
  'FS.CH': 'Ceti Hussars',
  'FS.CMM': 'Capellan March Militia',
  'FS.CRMM': 'Crucis March Militia',
  'FS.DBG': 'Davion Brigade of Guards',
  'FS.DLC': 'Deneb Light Cavalry',
  'FS.DMM': 'Draconis March Militia',
  'FS.PMM': 'Periphery March Militia',
  'FS.RR': 'Robinson Rangers',
  'FWL.FO': 'Fusiliers of Oriente',
  'FWL.FWG': 'Free Worlds Guards',
  'FWL.FWL': 'Free Worlds Legionnaires',
  'FWL.KIS': 'Knights of the Inner Sphere',
  'FWL.MM': 'Marik Militia',
  'FWL.OH': 'Oriente Hussars',
  'LA.SR': 'Skye Rangers',
  'MERC.GDL': 'Gray Death Legion',
  'MERC.KH': 'Kell Hounds',
  'MERC.NH': 'Northwind Highlanders',
  'MERC.WD': "Wolf's Dragoons",
  'MERC.PM': 'Security Forces',
  'CC.PM': 'Planetary Militia',
  'DA.PM': 'Planetary Militia',
  'DC.PM': 'Planetary Militia',
  'DTA.PM': 'Planetary Militia',
  'FS.PM': 'Planetary Militia',
  'FWL.PM': 'Planetary Militia',
  'IS.PM': 'Planetary Militia',
  'LA.PM': 'Planetary Militia',
  'MOC.PM': 'Planetary Militia',
  'MSC.PM': 'Planetary Militia',
  'OP.PM': 'Planetary Militia',
  'RCM.PM': 'Planetary Militia',
  'RF.PM': 'Planetary Militia',
  'ROS.PM': 'Planetary Militia',
  'TC.PM': 'Planetary Militia',
  'MOC.RC': 'Raventhir Footmen',
  'RA.OA': 'Alliance Military Corps',
  'PERIPHERY.CM': 'Capellan Marches',
  'PERIPHERY.DD': 'Draconian Drift',
  'PERIPHERY.DEEP': 'Deep Periphery',
  'PERIPHERY.HR': 'Hyades Rim',
  'PERIPHERY.ME': 'Marik Expanses',
  'PERIPHERY.MW': 'March Worlds',
  'PERIPHERY.OS': 'Outer Sphere',
  'PERIPHERY.R': 'The Rift',
  'SL.2': 'Second Star League',
  'SL.R': 'Star League Royal',
  'TC.PL': 'Pleiades Lancers',
  'WOB.PM': 'Protectorate Militia',
  'WOB.SD': 'Shadow Divisions',
};

/** A command whose code starts with another faction's than its own (factions.xml's parentFaction). */
const PARENT: Readonly<Record<string, string>> = { 'CGB.FRR': 'FRR' };

/** The name MegaMek or FACTION_CODES gives a code (upper-cased), or undefined; a command comes with its faction's name. */
function codeName(code: string): string | undefined {
  const own = FACTION_CODES[code]?.[0] ?? FORCEGEN_FACTION_NAMES[code];
  const dot = code.indexOf('.');
  if (dot < 0) return own;
  const parent = codeName(PARENT[code] ?? code.slice(0, dot));
  // MegaMek's regional pools ("The Rift", "Clan - Homeworld") read whole without their parent pool.
  if (!own || !parent || code.startsWith('PERIPHERY.') || code.startsWith('CLAN.')) return own;
  return `${own} (${parent})`;
}

/** Every code either table names, upper-cased, with its display name. */
const NAMED: ReadonlyMap<string, string> = new Map(
  [...Object.keys(FACTION_CODES), ...Object.keys(FORCEGEN_FACTION_NAMES)].map((c) => [c, codeName(c)!] as const),
);

/**
 * The name players read for a faction as data or a player typed it: a code ("FS", "CC.CHG", "DC.pm") becomes its name
 * ("Federated Suns", "Capellan Home Guard (Capellan Confederation)", "Planetary Militia (Draconis Combine)"); a name, or
 * anything neither table knows, stays as it is.
 */
export function factionDisplayName(text: string): string {
  const t = text.trim();
  return NAMED.get(t.toUpperCase()) ?? t;
}

/**
 * The code a faction's name or code stands for ("Capellan Home Guard (Capellan Confederation)" → "CC.CHG"); given the
 * codes the data uses, one of those as the data spells it ("Lyran Commonwealth" → "LA" rather than "LC"). undefined when
 * neither table knows the faction.
 */
export function factionCode(text: string, spellings: readonly string[] = []): string | undefined {
  const codes = factionNames(text).filter((n) => NAMED.has(n.toUpperCase()));
  for (const c of codes) {
    const spelt = spellings.find((s) => s.toUpperCase() === c.toUpperCase());
    if (spelt) return spelt;
  }
  return codes[0]?.toUpperCase();
}

/** Every way data may spell a faction: the MUL names a code stands for, or a name plus the codes that mean it. */
export function factionNames(text: string): readonly string[] {
  const t = text.trim();
  const upper = t.toUpperCase();
  const names = FACTION_CODES[upper];
  if (names) return [...names, upper];
  const named = NAMED.get(upper);
  if (named) return [named, t];
  const codes = Object.entries(FACTION_CODES)
    .filter(([, ns]) => ns.some((n) => n.toLowerCase() === t.toLowerCase()))
    .map(([c]) => c);
  const other = [...NAMED].filter(([c, n]) => !FACTION_CODES[c] && n.toLowerCase() === t.toLowerCase()).map(([c]) => c);
  return [t, ...codes, ...other];
}
