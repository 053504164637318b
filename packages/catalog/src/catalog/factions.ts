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

/** Where a faction's name comes from: MegaMek's factions.xml, or our default for a code it does not name. */
export const NOT_IN_SOURCE = 'default — not in the source data';

/**
 * The codes of MegaMek's June 2021 force-generator tables that its factions.xml names nowhere (nor does today's), each
 * named from the faction the code falls under and the code's own label — "HG (Capellan Confederation)" — since what the
 * label stands for is not in the source data (`basis`). `evidence` is what we found, for a later reader to settle it.
 * They stay in the faction list's "Other" group, which players are not offered.
 */
export const UNLISTED_FACTIONS: Readonly<
  Record<string, { readonly parent: string; readonly label: string; readonly basis: string; readonly evidence: string }>
> = {
  'CC.HG': {
    parent: 'CC',
    label: 'HG',
    basis: NOT_IN_SOURCE,
    evidence:
      "MegaMek's 3067.xml lists the Cossack for CC:3 and CC.HG:3 (the 2021 data: Cossack C-SK1 only); factions.xml " +
      "names CC.CHG 'Capellan Home Guard', never CC.HG — perhaps a misspelling of it, unconfirmed",
  },
  'FS.NSF': {
    parent: 'FS',
    label: 'NSF',
    basis: NOT_IN_SOURCE,
    evidence: "the 2021 data: Hasek Mechanized Combat Vehicle only (Early Republic, Dark Age); factions.xml names FS.SF 'Syrtis Fusiliers'",
  },
  'OA.RA': {
    parent: 'OA',
    label: 'RA',
    basis: NOT_IN_SOURCE,
    evidence:
      'the 2021 data: Bluehawk and Protector combat support fighters (Early Republic, Dark Age); factions.xml names the ' +
      "reverse code RA.OA 'Alliance Military Corps' (parent OA, from 3083)",
  },
  'PERIPHERY.MM': {
    parent: 'Periphery',
    label: 'MM',
    basis: NOT_IN_SOURCE,
    evidence: "the 2021 data: Main Gauche light support tanks only (Early Republic, Dark Age); factions.xml names MM 'Mica Majority'",
  },
  'TH.HM': {
    parent: 'TH',
    label: 'HM',
    basis: NOT_IN_SOURCE,
    evidence: 'the 2021 data: seven Star League designs (Mackie, Merkava, Bulldog, Packrat); no HM command of the Terran Hegemony in factions.xml',
  },
};

/** A command whose code starts with another faction's than its own (factions.xml's parentFaction). */
const PARENT: Readonly<Record<string, string>> = { 'CGB.FRR': 'FRR' };

/** The name MegaMek or FACTION_CODES gives a code (upper-cased), or undefined; a command comes with its faction's name. */
function codeName(code: string): string | undefined {
  const unlisted = UNLISTED_FACTIONS[code];
  if (unlisted) return `${unlisted.label} (${codeName(unlisted.parent.toUpperCase()) ?? unlisted.parent})`;
  const own = FACTION_CODES[code]?.[0] ?? FORCEGEN_FACTION_NAMES[code];
  const dot = code.indexOf('.');
  if (dot < 0) return own;
  const parent = codeName(PARENT[code] ?? code.slice(0, dot));
  // MegaMek's regional pools ("The Rift", "Clan - Homeworld") read whole without their parent pool.
  if (!own || !parent || code.startsWith('PERIPHERY.') || code.startsWith('CLAN.')) return own;
  return `${own} (${parent})`;
}

/**
 * The factions a command (a dotted code) falls back on, where MegaMek's factions.xml `parentFaction` is not simply the
 * code before the dot (DC.AL → DC), upper-cased. Source: MegaMek, megamek/data/forcegenerator/factions.xml.
 */
const COMMAND_PARENTS: Readonly<Record<string, readonly string[]>> = {
  'CGB.FRR': ['FRR'],
  'FS.RG': ['CC'],
  'RA.OA': ['OA'],
  'MERC.KH': ['MERC', 'LA'],
  'MERC.PM': ['MERC', 'IS.PM'],
  'FC.PM': ['FS.PM', 'LA.PM'],
  ...Object.fromEntries(['CC', 'DA', 'DC', 'DTA', 'FS', 'FWL', 'LA', 'MSC', 'RCM', 'RF', 'ROS', 'TH'].map((f) => [`${f}.PM`, [f, 'IS.PM']])),
};

/**
 * MegaMek's general pools (factions.xml: "Inner Sphere - General", "Periphery", "Clan - General" and its Homeworld and
 * Inner Sphere halves, and the tables' "General"): a command does not fall back on them; Mercenary takes the Inner
 * Sphere one by its own rule (`MERCENARY_POOLS`, docs/tournament.md).
 */
export const GENERAL_POOLS: readonly string[] = ['IS', 'PERIPHERY', 'CLAN', 'CLAN.HW', 'CLAN.IS', 'GENERAL'];

/**
 * The factions whose lists a command also fields (upper-cased): MegaMek's parentFaction of a dotted code — the code before
 * the dot unless `COMMAND_PARENTS` says otherwise (CC.CHG → CC, MERC.KH → MERC and LA, DC.pm → DC and IS.PM) — without
 * the general pools. A faction without a dot has none.
 */
export function parentFactions(code: string): readonly string[] {
  const c = code.trim().toUpperCase();
  const dot = c.indexOf('.');
  const parents = COMMAND_PARENTS[c] ?? (UNLISTED_FACTIONS[c] ? [UNLISTED_FACTIONS[c].parent.toUpperCase()] : dot > 0 ? [c.slice(0, dot)] : []);
  return parents.filter((p) => !GENERAL_POOLS.includes(p));
}

/** Every code the tables name, upper-cased, with its display name. */
const NAMED: ReadonlyMap<string, string> = new Map(
  [...Object.keys(FACTION_CODES), ...Object.keys(FORCEGEN_FACTION_NAMES), ...Object.keys(UNLISTED_FACTIONS)].map((c) => [c, codeName(c)!] as const),
);

/** Is this one of the codes MegaMek names nowhere (`UNLISTED_FACTIONS`), whose name is our default? */
export const isUnlistedFaction = (code: string): boolean => UNLISTED_FACTIONS[code.trim().toUpperCase()] !== undefined;

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
