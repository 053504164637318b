/** Read MegaMek's .blk tag-block format: `<Tag>`, value lines, `</Tag>`; tags are matched case-insensitively. */
import { fileError } from './common';

export interface BlkValue {
  readonly lines: readonly string[];
  /** 1-based line of the first value (or of the tag when empty). */
  readonly line: number;
  /** Line numbers of each value line. */
  readonly lineNos: readonly number[];
}

export type BlkDoc = Map<string, BlkValue>;

const FLUFF = new Set(['history', 'overview', 'capabilities', 'deployment', 'notes', 'manufacturer', 'primaryfactory', 'systemmanufacturers', 'systemmodels', 'imagefile']);

export function readBlk(text: string, path: string): BlkDoc {
  const doc: BlkDoc = new Map();
  const lines = text.split('\n');
  let open: { tag: string; close: string; start: number; values: string[]; lineNos: number[] } | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (open) {
      if (line.length === open.close.length && line.charCodeAt(1) === 47 && line.toLowerCase() === open.close) {
        if (!FLUFF.has(open.tag)) doc.set(open.tag, { lines: open.values, line: open.lineNos[0] ?? open.start, lineNos: open.lineNos });
        open = undefined;
      } else if (line !== '' && !line.startsWith('#')) {
        open.values.push(line);
        open.lineNos.push(i + 1);
      }
      continue;
    }
    if (line === '' || line.startsWith('#') || /^<\/[^>]*>$/.test(line)) continue;
    const tag = /^<([^/][^>]*)>$/.exec(line);
    if (!tag) throw fileError(path, i + 1, `expected a <Tag> line, found "${line.slice(0, 60)}"`);
    const name = tag[1]!.trim().toLowerCase();
    open = { tag: name, close: `</${name}>`, start: i + 1, values: [], lineNos: [] };
  }
  if (open) throw fileError(path, open.start, `<${open.tag}> is never closed`);
  return doc;
}

export function blkText(doc: BlkDoc, tag: string): string | undefined {
  const v = doc.get(tag.toLowerCase());
  return v && v.lines.length > 0 ? v.lines.join(' ').trim() : undefined;
}

export function blkNumber(doc: BlkDoc, tag: string, path: string, required = false): number | undefined {
  const v = doc.get(tag.toLowerCase());
  const text = v?.lines[0];
  if (text === undefined) {
    if (required) throw fileError(path, undefined, `missing <${tag}>`, tag);
    return undefined;
  }
  const n = Number(text.trim());
  if (!Number.isFinite(n)) throw fileError(path, v!.line, `<${tag}> must be a number, not "${text}"`, tag);
  return n;
}
