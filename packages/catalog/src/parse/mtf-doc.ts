/** The key and section structure of a MegaMek .mtf file, read line by line (the full reader and the summary's quicker scan). */
import { fileError, remembered } from './common';
import { MTF_LIMITS } from './limits';
import { MECH_LOCATIONS } from './mech-locations';
import { LineCursor, isSpace } from './line-cursor';
import type { SlotList } from './mech-criticals';

/** What a summary reads of a document (mechSummary in mtf.ts takes only this, so the quick scan need find nothing else). */
export type MtfSummaryDoc = Pick<MtfDoc, 'keys' | 'bare' | 'lastLine'>;

export interface MtfDoc {
  readonly keys: Map<string, { value: string; line: number }>;
  readonly multi: Map<string, { value: string; line: number }[]>;
  readonly sections: Map<string, SlotList>;
  readonly bare: { value: string; line: number }[];
  /** The number of the file's last line: where a missing key was looked for in vain. */
  lastLine: number;
}

const MULTI_KEYS = new Set(['quirk', 'weaponquirk', 'nocrit', 'systemmanufacturer', 'systemmode']);
const FLUFF_KEYS = new Set(['overview', 'capabilities', 'deployment', 'history', 'notes', 'manufacturer', 'primaryfactory', 'imagefile']);

/** A key as written before its colon ("Walk MP"), lower-cased and classified once per distinct spelling. */
interface KeyName {
  readonly key: string;
  readonly fluff: boolean;
  readonly multi: boolean;
}

const keyNames = new Map<string, KeyName>();

function readKeyName(name: string): KeyName {
  const key = name.trimEnd().toLowerCase();
  return { key, fluff: FLUFF_KEYS.has(key), multi: MULTI_KEYS.has(key) };
}

export function readDoc(lines: readonly string[], path: string): MtfDoc {
  const doc: MtfDoc = { keys: new Map(), multi: new Map(), sections: new Map(), bare: [], lastLine: 0 };
  let section: { texts: string[]; lines: number[] } | undefined;
  let sectionName = '';
  // Line by line over the split checkTextLimits made (see there on why not indexOf over the whole text); fluff lines are skipped after reading their key.
  for (let i = 0; i < lines.length; i++) {
    const lineNo = i + 1;
    const line = lines[i]!.trim();
    if (!line) {
      section = undefined;
      continue;
    }
    if (section && section.texts.length < 12) {
      // The first 12 lines of a location are its slots whatever they hold (no look for a colon).
      section.texts.push(line);
      section.lines.push(lineNo);
      continue;
    }
    const colon = line.indexOf(':');
    const hasColon = colon >= 0;
    if (section) {
      const listed = section.texts.length;
      if (!hasColon || colon + 1 >= line.length || isSpace(line.charCodeAt(colon + 1)) || !isSectionKey(line, 0, colon)) {
        if (listed >= MTF_LIMITS.maxSlotsPerLocation)
          throw fileError(path, lineNo, `more than ${MTF_LIMITS.maxSlotsPerLocation} critical slots listed for ${sectionName}`, sectionName);
        section.texts.push(line);
        section.lines.push(lineNo);
        continue;
      }
    }
    if (hasColon && colon === line.length - 1) {
      const code = MECH_SECTION_NAMES.get(line.toLowerCase());
      if (code) {
        section = { texts: [], lines: [] };
        sectionName = code;
        doc.sections.set(code, section);
        continue;
      }
    }
    if (!hasColon || colon === 0) {
      doc.bare.push({ value: line, line: lineNo });
      continue;
    }
    const name = line.slice(0, colon);
    const key = keyNames.get(name) ?? remembered(keyNames, name, readKeyName);
    if (key.fluff) continue;
    const value = line.slice(colon + 1).trimStart();
    if (key.multi) {
      const list = doc.multi.get(key.key);
      if (list) list.push({ value, line: lineNo });
      else doc.multi.set(key.key, [{ value, line: lineNo }]);
    } else if (!doc.keys.has(key.key)) doc.keys.set(key.key, { value, line: lineNo });
  }
  doc.lastLine = lines.length;
  return doc;
}

/** True when text[a, colon) is letters and spaces only: a "key:value" line that ends a long slot list. */
function isSectionKey(text: string, a: number, colon: number): boolean {
  for (let i = a; i < colon; i++) {
    const c = text.charCodeAt(i) | 32;
    if (!(c === 32 || (c >= 97 && c <= 122))) return false;
  }
  return true;
}

const MECH_SECTION_NAMES = new Map<string, string>(
  Object.values(MECH_LOCATIONS).flatMap((layout) => layout.locations.map((l) => [`${l.section.toLowerCase()}:`, l.code] as [string, string])),
);

/** The keys `mechSummary` (mtf.ts) reads; a test checks that the summary read from them alone is the full reader's. */
export const SUMMARY_KEYS: ReadonlySet<string> = new Set(['chassis', 'model', 'clanname', 'techbase', 'rules level', 'mass', 'era', 'walk mp', 'jump mp']);
/** Each summary key's length and first letter as one number (see `summaryKey`). */
const lengthAndLetter = (length: number, letter: number): number => length * 128 + letter;
const SUMMARY_KEY_SHAPES = new Set([...SUMMARY_KEYS].map((k) => lengthAndLetter(k.length, k.charCodeAt(0))));
/** The lengths of the location headers ("left arm:" …): no other line is cut out to be looked up (see `summaryKey` on lengths). */
const SECTION_NAME_LENGTHS = new Set([...MECH_SECTION_NAMES.keys()].map((k) => k.length));

/**
 * The part of `readDoc`'s document that a summary reads: the first line of each summary key and the first two bare
 * lines, found by the same walk over the same lines (blank lines, location sections and their slot lists, bare lines,
 * keys) without cutting out any other line. For a text `plainlyWithinLimits` (packages/core) only, so that
 * `checkTextLimits` would pass it; undefined where `readDoc` would throw (too many slots in a location), so the caller
 * reads the file the full way and reports the very same error.
 */
export function readSummaryDoc(text: string): MtfSummaryDoc | undefined {
  const doc: MtfSummaryDoc = { keys: new Map(), bare: [], lastLine: 0 };
  const at = new LineCursor(text);
  let section = false;
  let slots = 0;
  while (at.next()) {
    const a = at.start;
    const b = at.end;
    if (a === b) {
      section = false;
      continue;
    }
    if (section && slots < 12) {
      slots++;
      continue;
    }
    const colon = at.colon();
    const hasColon = colon >= 0;
    if (section && (!hasColon || colon + 1 >= b || isSpace(text.charCodeAt(colon + 1)) || !isSectionKey(text, a, colon))) {
      if (slots >= MTF_LIMITS.maxSlotsPerLocation) return undefined;
      slots++;
      continue;
    }
    if (hasColon && colon === b - 1 && SECTION_NAME_LENGTHS.has(b - a) && MECH_SECTION_NAMES.has(text.slice(a, b).toLowerCase())) {
      section = true;
      slots = 0;
      continue;
    }
    if (!hasColon || colon === a) {
      if (doc.bare.length < 2) doc.bare.push({ value: text.slice(a, b), line: at.line });
      continue;
    }
    const key = summaryKey(text, a, colon);
    if (key !== undefined && !doc.keys.has(key)) doc.keys.set(key, { value: text.slice(colon + 1, b).trimStart(), line: at.line });
  }
  doc.lastLine = at.line;
  return doc;
}

/**
 * The key of text[a, colon) as `readKeyName` spells it when it is one the summary reads; undefined otherwise (most keys,
 * told by their length and first letter and not cut out). Lower-casing keeps a key's length unless it holds "İ", whose
 * lower case is not ASCII, so a key that lower-cases to one of SUMMARY_KEYS (all ASCII) has that key's length as written.
 */
function summaryKey(text: string, a: number, colon: number): string | undefined {
  let end = colon;
  while (end > a && isSpace(text.charCodeAt(end - 1))) end--;
  // An ASCII letter's lower case is `| 32`; no other character lower-cases to one of the keys' first letters.
  const first = text.charCodeAt(a);
  if (first > 127 || !SUMMARY_KEY_SHAPES.has(lengthAndLetter(end - a, first | 32))) return undefined;
  return summaryKeyNamed(text.slice(a, end).toLowerCase());
}

const summaryKeyNamed = (key: string): string | undefined => (SUMMARY_KEYS.has(key) ? key : undefined);
