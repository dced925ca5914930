import { z } from 'zod';
import { SELF_EXCLUSION_PERIODS, TIME_OUT_PERIODS } from '../../../src/domain/protection/exclusion';

/**
 * Time-out and self-exclusion (issue 16 tools 3 and 4): each can be turned off and offer fewer periods. Turning a tool
 * off stops new requests only: a block a player already chose runs to its end.
 */
export const exclusionConfigSchema = z.object({
  timeOut: z
    .object({
      enabled: z.boolean().default(true),
      periods: z
        .array(z.enum(TIME_OUT_PERIODS))
        .min(1)
        .default([...TIME_OUT_PERIODS]),
    })
    .default({ enabled: true, periods: [...TIME_OUT_PERIODS] }),
  selfExclusion: z
    .object({
      enabled: z.boolean().default(true),
      periods: z
        .array(z.enum(SELF_EXCLUSION_PERIODS))
        .min(1)
        .default([...SELF_EXCLUSION_PERIODS]),
    })
    .default({ enabled: true, periods: [...SELF_EXCLUSION_PERIODS] }),
});
export const DEFAULT_EXCLUSION_CONFIG = exclusionConfigSchema.parse({});
