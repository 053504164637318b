/** A 'Mech's heat sinks: the count and kind from the file, dissipation 1 per single and 2 per double or laser sink. */
import type { Unit } from '../model';
import { fileError, firstWord, inRange, toInt } from './common';
import { MTF_LIMITS } from './limits';
import type { CriticalsResult } from './mech-criticals';

type HeatSinks = NonNullable<Unit['heatSinks']>;

const PROTOTYPE = /prototype/i;
const DOUBLE = /doubleheatsink/i;

export function mechHeatSinks(found: { value: string; line: number } | undefined, path: string, crits: CriticalsResult, lastLine: number): HeatSinks {
  if (!found) throw fileError(path, lastLine, 'missing "Heat Sinks:" line (reached the end of the file)', 'heat sinks');
  const read = toInt(firstWord(found.value));
  if (read === undefined) throw fileError(path, found.line, `heat sinks must start with a number, not "${found.value.slice(0, 60)}"`, 'heat sinks');
  const count = inRange(read, 0, MTF_LIMITS.maxHeatSinks, path, found.line, 'heat sinks');
  const v = found.value.toLowerCase();
  const type: HeatSinks['type'] = v.includes('laser') ? 'laser' : v.includes('compact') ? 'compact' : v.includes('double') ? 'double' : 'single';
  const perSink = type === 'double' || type === 'laser' ? 2 : 1;
  // Prototype doubles only matter among single sinks: look for them only there.
  const prototypeDoubles = type === 'single' ? crits.equipment.filter((m) => PROTOTYPE.test(m.equipmentId) && DOUBLE.test(m.equipmentId)).length : 0;
  const dissipation = prototypeDoubles > 0 ? count + prototypeDoubles : count * perSink;
  return { count, type, dissipation };
}
