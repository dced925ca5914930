import { z } from 'zod';
import { LIMIT_MAX_AMOUNT } from '../../../src/domain/protection/limits';

/**
 * Deposit, loss and wager limits (issue 16 tool 1). `coolingOffHours`: how long a raise or a removal waits before
 * the player may confirm it; `maxAmount`: the largest limit accepted. `enabled: false` turns the tool off: its calls
 * answer LIMITS_DISABLED and no deposit or bet is checked against a limit.
 */
export const limitsConfigSchema = z.object({
  enabled: z.boolean().default(true),
  coolingOffHours: z
    .number()
    .min(0)
    .max(24 * 90)
    .default(24),
  maxAmount: z.number().positive().max(LIMIT_MAX_AMOUNT).default(LIMIT_MAX_AMOUNT),
});
export type LimitsConfig = z.infer<typeof limitsConfigSchema>;
export const DEFAULT_LIMITS_CONFIG = limitsConfigSchema.parse({});
