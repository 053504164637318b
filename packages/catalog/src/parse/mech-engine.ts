/** A 'Mech's engine line ("300 XL Engine(IS)"): its rating and type, the type worked out once per distinct text and tech base. */
import { fileError, inRange, remembered, type techBaseOf } from './common';
import { MTF_LIMITS } from './limits';

export function parseEngine(found: { value: string; line: number }, path: string, tech: ReturnType<typeof techBaseOf> & object) {
  const match = /^(\d+)\s+(.*)$/.exec(found.value);
  if (!match) throw fileError(path, found.line, `engine must be "<rating> <type>", not "${found.value}"`, 'engine');
  const rating = inRange(Number(match[1]), 0, MTF_LIMITS.maxEngineRating, path, found.line, 'engine');
  const known = engineTypes[tech.chassis ?? 'none'][tech.techBase];
  return { type: known.get(match[2]!) ?? remembered(known, match[2]!, (text) => engineType(text, tech)), rating };
}

/** Engine types by the engine text after the rating, one cache per tech base and chassis tech base (the same few dozen texts recur). */
const engineCaches = () => ({ 'Inner Sphere': new Map<string, string>(), Clan: new Map<string, string>(), Mixed: new Map<string, string>() });
const engineTypes = { none: engineCaches(), 'Inner Sphere': engineCaches(), Clan: engineCaches() };

function engineType(text: string, tech: ReturnType<typeof techBaseOf> & object): string {
  const lower = text.toLowerCase();
  const clan =
    tech.techBase === 'Clan' ||
    (tech.chassis === 'Clan' && !/\(is\)|inner sphere/.test(lower)) ||
    (tech.chassis === 'Inner Sphere' && /\(c\)|clan/.test(lower));
  const type = /xxl/.test(lower)
    ? 'XXL'
    : /\bxl\b/.test(lower)
      ? 'XL'
      : /light/.test(lower)
        ? 'Light'
        : /compact/.test(lower)
          ? 'Compact'
          : /ice|combustion/.test(lower)
            ? 'ICE'
            : /fuel.?cell/.test(lower)
              ? 'Fuel Cell'
              : /fission/.test(lower)
                ? 'Fission'
                : /primitive/.test(lower)
                  ? 'Primitive Fusion'
                  : /none/.test(lower)
                    ? 'None'
                    : 'Fusion';
  return clan && (type === 'XL' || type === 'XXL') ? `${type} (Clan)` : type;
}
