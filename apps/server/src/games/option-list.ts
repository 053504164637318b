import { type OptionRegistry, formatSource } from '@marshal/core';

/** A module's options as the API shows them: id, title, description, group, default, and the source in words. */
export function optionList(registry: OptionRegistry<unknown>) {
  return registry.options.map((o) => ({
    id: o.id,
    title: o.title,
    description: o.description,
    group: o.group ?? null,
    enabledByDefault: o.enabledByDefault ?? false,
    source: formatSource(o.source),
  }));
}
