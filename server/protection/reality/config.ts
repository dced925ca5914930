import { z } from 'zod';

/**
 * Reality checks (issue 16 tool 2): the intervals the player chooses from, in minutes (0 is off and is always
 * offered), and the interval of a member who has not chosen one.
 */
export const realityCheckConfigSchema = z
  .object({
    enabled: z.boolean().default(true),
    intervalsMinutes: z
      .array(
        z
          .number()
          .int()
          .min(0)
          .max(24 * 60),
      )
      .min(1)
      .default([0, 10, 20, 30, 60])
      .transform((list) => [...new Set([0, ...list])].sort((a, b) => a - b)),
    defaultIntervalMinutes: z
      .number()
      .int()
      .min(0)
      .max(24 * 60)
      .default(0),
  })
  .refine((c) => c.intervalsMinutes.includes(c.defaultIntervalMinutes), {
    message: 'defaultIntervalMinutes must be one of intervalsMinutes',
    path: ['defaultIntervalMinutes'],
  });
export type RealityCheckConfig = z.infer<typeof realityCheckConfigSchema>;
export const DEFAULT_REALITY_CHECK_CONFIG = realityCheckConfigSchema.parse({});
