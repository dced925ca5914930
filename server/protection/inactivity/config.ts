import { z } from 'zod';

/**
 * Inactivity logout and registration consent (issue 16 tools 5 and 7). `idleMinutes` after the player's last
 * activity the session ends on the server; the site warns `warningSeconds` before. `consent`: whether the
 * registration agreement and age box starts ticked (spec §2) or unticked (spec §5, the default).
 */
export const inactivityConfigSchema = z.object({
  enabled: z.boolean().default(true),
  idleMinutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  warningSeconds: z.number().int().min(5).max(600).default(60),
  consent: z
    .object({ agreementTickedByDefault: z.boolean().default(false) })
    .default({ agreementTickedByDefault: false }),
});
export type InactivityConfig = z.infer<typeof inactivityConfigSchema>;
export const DEFAULT_INACTIVITY_CONFIG = inactivityConfigSchema.parse({});
