/** MegaMek unit lists (.mul): the XML MegaMek and MekHQ save, read into entries (chassis, model, pilot, line) and written back in MegaMek's shape. */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { MarshalError, asParserError, checkTextLimits } from '@marshal/core';
import { factsOf, type ForceFacts } from './facts';
import { DEFAULT_GUNNERY, DEFAULT_PILOTING, FORCE_LIMITS, type Force } from './force';

/** One unit read from an import file, before it is matched to the catalog. */
export interface ImportedUnit {
  readonly chassis: string;
  readonly model: string;
  /** The movement type the file states ("Biped", "Tracked" …); empty when it states none. */
  readonly type: string;
  readonly pilot: { readonly name?: string; readonly gunnery: number; readonly piloting: number };
  /** The file's line where the unit starts (1-based). */
  readonly line: number;
}

/** The most a unit list may hold: MekHQ writes every damaged slot, so a long list of battered units stays well under these. */
export const UNIT_LIST_LIMITS = Object.freeze({
  maxChars: 2_000_000,
  maxLines: 100_000,
  maxLineLength: 10_000,
  maxUnits: FORCE_LIMITS.maxUnits,
  /** Nested elements: MegaMek's deepest is record › survivors › entity › location › slot. */
  maxDepth: 16,
});

/** The unit-list version Marshal writes: a MegaMek release whose lists carry the attributes below. */
export const MUL_VERSION = '0.49.19';

type Attrs = Readonly<Record<string, unknown>>;
type Node = Attrs & { readonly [key: string]: unknown };

/** Elements that hold entities (MegaMek: a unit list, or a battle record's sections). */
const CONTAINERS = new Set(['unit', 'record', 'survivors', 'allies', 'salvage', 'retreated', 'devastated']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  captureMetaData: true,
  parseAttributeValue: false,
  parseTagValue: false,
  processEntities: false,
  maxNestedTags: UNIT_LIST_LIMITS.maxDepth,
  transformTagName: (name) => name.toLowerCase(),
  isArray: (name, _path, _leaf, isAttribute) => !isAttribute && name !== '?xml',
});
const META = XMLParser.getMetaDataSymbol() as unknown as symbol;

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

function lineAt(starts: readonly number[], index: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= index) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}

const NAMED: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** XML's five named references and numeric ones (`&#233;`, `&#xE9;`); anything else is left as written. */
const decode = (text: string): string =>
  text.replace(/&(?:#(\d{1,7})|#x([0-9a-fA-F]{1,6})|(lt|gt|amp|quot|apos));/g, (whole, dec?: string, hex?: string, named?: string) => {
    if (named) return NAMED[named]!;
    const code = dec !== undefined ? Number(dec) : Number.parseInt(hex!, 16);
    return code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : whole;
  });

const attr = (node: Attrs, name: string): string | undefined => {
  const v = node[`@_${name}`];
  return typeof v === 'string' ? decode(v) : undefined;
};
const children = (node: Node, name: string): Node[] => {
  const v = node[name];
  return Array.isArray(v) ? (v.filter((c) => typeof c === 'object' && c !== null) as Node[]) : [];
};

// eslint-disable-next-line no-control-regex -- control characters (a character reference can make one) are refused in names
const CONTROL = /[\u0000-\u001f\u007f]/;

function readName(node: Attrs, name: string, file: string, line: number): string {
  const text = (attr(node, name) ?? '').trim();
  if (CONTROL.test(text))
    throw new MarshalError('mul-format', `the ${name === 'name' ? "pilot's name" : name} holds a control character`, { file, line, field: name });
  return text;
}

function readSkill(node: Attrs, name: 'gunnery' | 'piloting', file: string, line: number): number {
  const text = attr(node, name);
  if (text === undefined) throw new MarshalError('mul-format', `the pilot has no ${name}`, { file, line, field: name });
  if (!/^\s*\d{1,2}\s*$/.test(text) || Number(text) > FORCE_LIMITS.maxSkill)
    throw new MarshalError('mul-format', `${name} "${text.slice(0, 20)}" is not a whole number from 0 to 8`, { file, line, field: name });
  return Number(text);
}

/** The pilot of an entity: its <pilot>, or the first member of its <crew> (crew attributes apply to every member). */
function readPilot(entity: Node, file: string, line: number): ImportedUnit['pilot'] {
  const pilot = children(entity, 'pilot')[0];
  const crew = children(entity, 'crew')[0];
  const member = crew ? children(crew, 'crewmember')[0] : undefined;
  const source: Attrs | undefined = pilot ?? (crew ? { ...crew, ...(member ?? {}) } : undefined);
  if (!source) return { gunnery: DEFAULT_GUNNERY, piloting: DEFAULT_PILOTING };
  const name = readName(source, 'name', file, line);
  if (name && name.length > FORCE_LIMITS.maxPilotNameLength)
    throw new MarshalError('mul-format', `the pilot's name is longer than ${FORCE_LIMITS.maxPilotNameLength} characters`, { file, line, field: 'name' });
  const skills = { gunnery: readSkill(source, 'gunnery', file, line), piloting: readSkill(source, 'piloting', file, line) };
  return name ? { name, ...skills } : skills;
}

function readEntity(entity: Node, file: string, line: number): ImportedUnit {
  const chassis = readName(entity, 'chassis', file, line);
  const model = readName(entity, 'model', file, line);
  if (!chassis) throw new MarshalError('mul-format', 'this <entity> has no chassis', { file, line, field: 'chassis' });
  if (chassis.length > FORCE_LIMITS.maxUnitNameLength || model.length > FORCE_LIMITS.maxUnitNameLength)
    throw new MarshalError('mul-format', `a chassis or model name is longer than ${FORCE_LIMITS.maxUnitNameLength} characters`, { file, line });
  const type = readName(entity, 'type', file, line).slice(0, 40);
  return { chassis, model, type, pilot: readPilot(entity, file, line), line };
}

function collectEntities(node: Node, out: { node: Node; at: number }[], file: string, starts: readonly number[]): void {
  for (const entity of children(node, 'entity')) {
    const at = (entity as unknown as Record<symbol, { startIndex?: number }>)[META]?.startIndex ?? 0;
    if (out.length >= UNIT_LIST_LIMITS.maxUnits)
      throw new MarshalError('mul-too-large', `more than ${UNIT_LIST_LIMITS.maxUnits} units; a force holds at most ${UNIT_LIST_LIMITS.maxUnits}`, {
        file,
        line: lineAt(starts, at),
      });
    out.push({ node: entity, at });
  }
  for (const name of CONTAINERS) for (const child of children(node, name)) collectEntities(child, out, file, starts);
}

/** The line of the first `<?` or `<!` without its end, where the parser stops on a text the validator let through; else 1. */
function unclosedAt(text: string, starts: readonly number[]): number {
  const open = /<\?|<!--|<!\[CDATA\[/g;
  for (let m = open.exec(text); m; m = open.exec(text)) {
    const end = m[0] === '<?' ? '?>' : m[0] === '<!--' ? '-->' : ']]>';
    const closed = text.indexOf(end, m.index + m[0].length);
    if (closed < 0) return lineAt(starts, m.index);
    open.lastIndex = closed + end.length;
  }
  return 1;
}

/** The line where elements first nest past the limit (the text is already known to be well-formed). */
function tooDeepAt(text: string, starts: readonly number[]): number {
  const tags = /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>|<(\/?)[^>]*?(\/?)>/g;
  let depth = 0;
  for (let m = tags.exec(text); m; m = tags.exec(text)) {
    if (m[1] === undefined) continue;
    if (m[1] === '/') depth--;
    else if (m[2] !== '/' && ++depth > UNIT_LIST_LIMITS.maxDepth) return lineAt(starts, m.index);
  }
  return 1;
}

function validate(text: string, file: string): void {
  checkTextLimits(text, file, UNIT_LIST_LIMITS, 'mul-too-large');
  const declaration = text.search(/<!(DOCTYPE|ENTITY)/i);
  if (declaration >= 0)
    throw new MarshalError('mul-format', 'a document type or entity declaration is not allowed in a unit list', {
      file,
      line: lineAt(lineStarts(text), declaration),
    });
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw new MarshalError('mul-format', `not a well-formed unit list: ${valid.err.msg}`, { file, line: valid.err.line });
}

/** Read a MegaMek unit list: a <unit> (or a battle <record>, or one <entity>) with entities, each with a chassis, model and pilot. */
export function parseMul(text: string, file: string): ImportedUnit[] {
  validate(text, file);
  const starts = lineStarts(text);
  try {
    const doc = parser.parse(text) as Node;
    const roots = ['unit', 'record', 'entity'].flatMap((name) => children(doc, name).map((node) => ({ name, node })));
    if (roots.length !== 1) throw new MarshalError('mul-format', 'a unit list has one <unit> element holding <entity> elements', { file, line: 1 });
    const found: { node: Node; at: number }[] = [];
    const root = roots[0]!;
    if (root.name === 'entity') found.push({ node: root.node, at: (root.node as unknown as Record<symbol, { startIndex?: number }>)[META]?.startIndex ?? 0 });
    else collectEntities(root.node, found, file, starts);
    if (found.length === 0) throw new MarshalError('mul-format', 'the unit list holds no <entity> elements', { file, line: 1 });
    return found.map(({ node, at }) => readEntity(node, file, lineAt(starts, at)));
  } catch (error) {
    if (error instanceof Error && /nested tags/i.test(error.message))
      throw new MarshalError('mul-too-large', `elements are nested more than ${UNIT_LIST_LIMITS.maxDepth} deep`, { file, line: tooDeepAt(text, starts) });
    if (error instanceof MarshalError) throw error;
    if (error instanceof Error && !(error instanceof TypeError) && !(error instanceof RangeError))
      throw new MarshalError('mul-format', `not a well-formed unit list: ${error.message.slice(0, 200)}`, { file, line: unclosedAt(text, starts) });
    throw asParserError(error, { file });
  }
}

const escapeXml = (s: string): string =>
  s
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    // eslint-disable-next-line no-control-regex -- characters XML 1.0 cannot hold are dropped
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');

export interface WriteMulOptions {
  /** Facts by unit id, for each unit's movement type (MegaMek finds units by chassis and model; the type is for people). */
  readonly facts?: ForceFacts;
  readonly version?: string;
}

/** A unit list MegaMek and MekHQ open: one <entity> per unit with its <pilot> (name, gunnery, piloting). */
export function writeMul(force: Force, options: WriteMulOptions = {}): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '', `<unit version="${escapeXml(options.version ?? MUL_VERSION)}" >`, ''];
  for (const u of force.units) {
    const type = options.facts ? (factsOf(options.facts, u.unitId)?.movementMode ?? '') : '';
    const typeAttr = type ? ` type="${escapeXml(type)}"` : '';
    lines.push(`\t\t<entity chassis="${escapeXml(u.chassis)}" model="${escapeXml(u.model)}"${typeAttr} commander="false">`);
    const name = u.pilot.name ? ` name="${escapeXml(u.pilot.name)}"` : '';
    lines.push(`\t\t\t<pilot size="1"${name} gunnery="${u.pilot.gunnery}" piloting="${u.pilot.piloting}"/>`);
    lines.push('\t\t</entity>');
  }
  lines.push('', '</unit>', '');
  return lines.join('\n');
}
