/** Source helpers for data that is part seed, part default. */
import { type Source, defaultSource } from '@marshal/core';
import { RULE } from '../sources';

export { type Source, defaultSource };

export const derivedSource = (note: string, fallback: Source): Source => ({ kind: 'derived', from: [RULE.meetingRecon, fallback], note });
