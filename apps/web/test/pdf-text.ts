/**
 * Text of a PDF that Chromium's `page.pdf()` wrote (Skia: Flate-compressed content streams, Type0 fonts with Identity-H
 * encoding and ToUnicode maps), page by page, for browser tests to check what a printed page says. Not a general PDF
 * reader: just enough of the format Skia writes (direct stream lengths, no object streams).
 */
import { inflateSync } from 'node:zlib';

export interface PdfText {
  /** Each page's text: one line per baseline. */
  readonly pages: readonly string[];
  readonly all: string;
}

interface PdfObject {
  readonly dict: string;
  readonly stream: Buffer | null;
}

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const head = /(\d+) 0 obj\s*/g;
  for (let m = head.exec(text); m; m = head.exec(text)) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endobj', start);
    const body = text.slice(start, end);
    const s = /^([\s\S]*?)stream\r?\n/.exec(body);
    if (s) {
      const length = Number(/\/Length (\d+)/.exec(s[1]!)?.[1] ?? 0);
      const raw = pdf.subarray(start + s[0].length, start + s[0].length + length);
      objects.set(Number(m[1]), { dict: s[1]!, stream: /FlateDecode/.test(s[1]!) ? inflateSync(raw) : raw });
    } else objects.set(Number(m[1]), { dict: body, stream: null });
    head.lastIndex = end;
  }
  return objects;
}

const hexCodes = (hex: string): number[] => (hex.match(/[0-9A-Fa-f]{4}/g) ?? []).map((h) => parseInt(h, 16));
const fromHex = (hex: string): string => String.fromCodePoint(...hexCodes(hex));

/** A ToUnicode CMap: glyph code → text. */
function readCMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, uni] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(parseInt(code!, 16), fromHex(uni!));
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, lo, hi, dst] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const first = parseInt(dst!, 16);
      for (let c = parseInt(lo!, 16); c <= parseInt(hi!, 16); c++) map.set(c, String.fromCodePoint(first + c - parseInt(lo!, 16)));
    }
  return map;
}

const refs = (s: string): number[] => [...s.matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));

function pageOrder(objects: Map<number, PdfObject>): number[] {
  const catalog = [...objects.values()].find((o) => /\/Type \/Catalog/.test(o.dict))!;
  const walk = (id: number): number[] => {
    const o = objects.get(id)!;
    if (/\/Type \/Pages\b/.test(o.dict)) return refs(/\/Kids \[([^\]]*)\]/.exec(o.dict)![1]!).flatMap(walk);
    return [id];
  };
  return walk(Number(/\/Pages (\d+) 0 R/.exec(catalog.dict)![1]));
}

function pageText(page: PdfObject, objects: Map<number, PdfObject>): string {
  const fonts = new Map<string, Map<number, string>>();
  const fontDict = /\/Font\s*<<([\s\S]*?)>>/.exec(page.dict)?.[1] ?? '';
  for (const [, name, id] of fontDict.matchAll(/\/(\w+) (\d+) 0 R/g)) {
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(Number(id))?.dict ?? '')?.[1];
    const cmap = toUnicode ? objects.get(Number(toUnicode))?.stream : null;
    fonts.set(name!, cmap ? readCMap(cmap.toString('latin1')) : new Map());
  }
  const contents = /\/Contents\s*(\[[^\]]*\]|\d+ 0 R)/.exec(page.dict)?.[1] ?? '';
  const ops = refs(contents)
    .map((id) => objects.get(id)?.stream?.toString('latin1') ?? '')
    .join('\n');
  const lines: string[] = [];
  let font = new Map<number, string>();
  let line = '';
  let y: string | null = null;
  const show = (hex: string) =>
    (line += hexCodes(hex)
      .map((c) => font.get(c) ?? '')
      .join(''));
  // A text position on another baseline starts a new line; runs on the same baseline (React's text nodes) join up.
  for (const m of ops.matchAll(/\/(\w+) [\d.]+ Tf|<([0-9A-Fa-f]*)>\s*Tj|\[([^\]]*)\]\s*TJ|[-\d.]+ [-\d.]+ [-\d.]+ [-\d.]+ [-\d.]+ ([-\d.]+) Tm/g)) {
    if (m[1]) font = fonts.get(m[1]) ?? new Map();
    else if (m[2] !== undefined) show(m[2]);
    else if (m[3] !== undefined) for (const h of m[3].matchAll(/<([0-9A-Fa-f]*)>/g)) show(h[1]!);
    else if (m[4] !== y) {
      if (line) lines.push(line);
      line = '';
      y = m[4]!;
    }
  }
  if (line) lines.push(line);
  return lines.join('\n');
}

export async function pdfText(pdf: Buffer): Promise<PdfText> {
  const objects = readObjects(pdf);
  const pages = pageOrder(objects).map((id) => pageText(objects.get(id)!, objects));
  return { pages, all: pages.join('\n') };
}
