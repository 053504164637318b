/** Read MegaMek's .blk tag-block format: `<Tag>`, value lines, `</Tag>`; tags are matched case-insensitively. */
import { fileError, inRange, remembered } from './common';
import { BLK_LIMITS } from './limits';
import { LineCursor } from './line-cursor';

export interface BlkValue {
  readonly lines: readonly string[];
  /** 1-based line of the first value (or of the tag when empty). */
  readonly line: number;
  /** Line numbers of each value line. */
  readonly lineNos: readonly number[];
}

export interface BlkDoc extends Map<string, BlkValue> {
  /** The number of the file's last line: where a missing tag was looked for in vain. */
  lastLine: number;
}

const FLUFF = new Set([
  'history',
  'overview',
  'capabilities',
  'deployment',
  'notes',
  'manufacturer',
  'primaryfactory',
  'systemmanufacturers',
  'systemmodels',
  'imagefile',
]);

/** What a tag line means, worked out once per distinct line (the same few dozen tag lines open and close every file). */
interface TagLine {
  /** The tag a line opens, lower-cased; undefined for a closing tag outside any block (skipped). */
  readonly tag?: string;
  /** `</tag>` lower-cased: a line equal to it once lower-cased closes the block. */
  readonly close: string;
  /** The closing line written as the file wrote the opening one (`</UnitType>`): equal to it, a line closes the block without lower-casing. */
  readonly rawClose: string;
  readonly fluff: boolean;
}

const SKIPPED_CLOSE: TagLine = { close: '', rawClose: '', fluff: true };
const tagLines = new Map<string, TagLine | null>();

function readTagLine(line: string): TagLine | null {
  if (/^<\/[^>]*>$/.test(line)) return SKIPPED_CLOSE;
  const tag = /^<([^/][^>]*)>$/.exec(line);
  if (!tag) return null;
  const raw = tag[1]!.trim();
  const name = raw.toLowerCase();
  const close = `</${name}>`;
  const rawClose = `</${raw}>`;
  // Only a spelling that lower-cases to the closing line without changing its length (as the full test below demands) may stand for it.
  const same = rawClose.length === close.length && rawClose.toLowerCase() === close;
  return { tag: name, close, rawClose: same ? rawClose : close, fluff: FLUFF.has(name) };
}

/** The tags of a file already split into lines (by checkTextLimits, which also bounds them). */
export function readBlk(lines: readonly string[], path: string): BlkDoc {
  const doc: BlkDoc = Object.assign(new Map<string, BlkValue>(), { lastLine: 0 });
  let open: TagLine | undefined;
  let start = 0;
  let values: string[] = [];
  let lineNos: number[] = [];
  // Line by line over the split checkTextLimits made (see there on why not indexOf over the whole text).
  for (let i = 0; i < lines.length; i++) {
    const lineNo = i + 1;
    const line = lines[i]!.trim();
    const first = line ? line.charCodeAt(0) : -1;
    if (open) {
      if (closes(open, line, 0, line.length)) {
        if (!open.fluff) doc.set(open.tag!, { lines: values, line: lineNos[0] ?? start, lineNos });
        open = undefined;
      } else if (first !== -1 && first !== 35 && !open.fluff) {
        values.push(line);
        lineNos.push(lineNo);
      }
      continue;
    }
    if (first === -1 || first === 35) continue;
    const meaning = tagLines.get(line) ?? remembered(tagLines, line, readTagLine);
    if (meaning === SKIPPED_CLOSE) continue;
    if (!meaning) throw fileError(path, lineNo, `expected a <Tag> line, found "${line.slice(0, 60)}"`);
    open = meaning;
    start = lineNo;
    values = [];
    lineNos = [];
  }
  if (open) throw fileError(path, start, `<${open.tag!.slice(0, 40)}> is never closed`);
  doc.lastLine = lines.length;
  return doc;
}

/** True when text[a, b), a trimmed line, closes the open tag (as written, or in any case). */
function closes(open: TagLine, text: string, a: number, b: number): boolean {
  const n = b - a;
  if (n === open.rawClose.length && text.startsWith(open.rawClose, a)) return true;
  return n === open.close.length && text.charCodeAt(a + 1) === 47 && text.slice(a, b).toLowerCase() === open.close;
}

/** The tags `blkSummary` (blk.ts) reads; a test checks that the summary read from them alone is the full reader's. */
export const SUMMARY_TAGS: ReadonlySet<string> = new Set([
  'unittype',
  'name',
  'model',
  'type',
  'year',
  'cruisemp',
  'jumpingmp',
  'motion_type',
  'squad_size',
  'squadn',
  'trooper count',
  'weightclass',
  'tonnage',
]);

/**
 * The part of `readBlk`'s document that a summary reads (the tags in SUMMARY_TAGS), found by the same walk over the
 * same lines without cutting out any other value line. For a text `plainlyWithinLimits` (packages/core) only, so that
 * `checkTextLimits` would pass it; undefined where `readBlk` would throw (a line that is no tag, a tag never closed), so
 * the caller reads the file the full way and reports the very same error.
 */
export function readSummaryBlk(text: string): BlkDoc | undefined {
  const doc: BlkDoc = Object.assign(new Map<string, BlkValue>(), { lastLine: 0 });
  const at = new LineCursor(text);
  let open: TagLine | undefined;
  let kept = false;
  let start = 0;
  let values: string[] = [];
  let lineNos: number[] = [];
  while (at.next()) {
    const a = at.start;
    const b = at.end;
    if (open) {
      if (closes(open, text, a, b)) {
        if (kept) doc.set(open.tag!, { lines: values, line: lineNos[0] ?? start, lineNos });
        open = undefined;
      } else if (kept && a < b && text.charCodeAt(a) !== 35) {
        values.push(text.slice(a, b));
        lineNos.push(at.line);
      }
      continue;
    }
    if (a === b || text.charCodeAt(a) === 35) continue;
    const line = text.slice(a, b);
    const meaning = tagLines.get(line) ?? remembered(tagLines, line, readTagLine);
    if (meaning === SKIPPED_CLOSE) continue;
    if (!meaning) return undefined;
    open = meaning;
    start = at.line;
    kept = !meaning.fluff && SUMMARY_TAGS.has(meaning.tag!);
    if (kept) {
      values = [];
      lineNos = [];
    }
  }
  if (open) return undefined;
  doc.lastLine = at.line;
  return doc;
}

export function blkText(doc: BlkDoc, tag: string): string | undefined {
  const v = doc.get(tag.toLowerCase());
  return v && v.lines.length > 0 ? v.lines.join(' ').trim() : undefined;
}

export interface NumberRange {
  readonly min: number;
  readonly max: number;
}

const ANY_NUMBER: NumberRange = { min: -BLK_LIMITS.maxOtherNumber, max: BLK_LIMITS.maxOtherNumber };

/** The number in a tag, within its range (by default ±BLK_LIMITS.maxOtherNumber); out of range is an error naming the line. */
export function blkNumber(doc: BlkDoc, tag: string, path: string, required = false, range: NumberRange = ANY_NUMBER): number | undefined {
  const v = doc.get(tag.toLowerCase());
  const text = v?.lines[0];
  if (text === undefined) {
    if (required) throw fileError(path, doc.lastLine, `missing <${tag}> (reached the end of the file)`, tag);
    return undefined;
  }
  const n = Number(text.trim());
  if (!Number.isFinite(n)) throw fileError(path, v!.line, `<${tag}> must be a number, not "${text.slice(0, 60)}"`, tag);
  return inRange(n, range.min, range.max, path, v!.line, tag);
}
