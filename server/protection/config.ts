import { z } from 'zod';
import { DEFAULT_EXCLUSION_CONFIG, exclusionConfigSchema } from './exclusion/config';
import { DEFAULT_INACTIVITY_CONFIG, inactivityConfigSchema } from './inactivity/config';
import { DEFAULT_LIMITS_CONFIG, limitsConfigSchema } from './limits/config';
import { DEFAULT_REALITY_CHECK_CONFIG, realityCheckConfigSchema } from './reality/config';

/**
 * The site config's `protection` section (issue 16): each tool can be turned off and tuned by the operator, and is on
 * by default. One file per tool, so each is read and changed on its own.
 */
export const protectionConfigSchema = z.object({
  limits: limitsConfigSchema.default(DEFAULT_LIMITS_CONFIG),
  realityCheck: realityCheckConfigSchema.default(DEFAULT_REALITY_CHECK_CONFIG),
  exclusion: exclusionConfigSchema.default(DEFAULT_EXCLUSION_CONFIG),
  inactivity: inactivityConfigSchema.default(DEFAULT_INACTIVITY_CONFIG),
});
export type ProtectionConfig = z.infer<typeof protectionConfigSchema>;
export const DEFAULT_PROTECTION_CONFIG = protectionConfigSchema.parse({});
