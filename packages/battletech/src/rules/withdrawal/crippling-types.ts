import type { Source } from '@marshal/core';

/** One reason a unit is crippled or must withdraw, with its source. */
export interface Finding {
  readonly id: string;
  readonly label: string;
  readonly source: Source;
}

export interface Judgement {
  readonly met: boolean;
  readonly reasons: readonly Finding[];
}
