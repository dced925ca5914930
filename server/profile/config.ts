/** The profile section of the site config (issue 15 item 5): rules of the label-only fields, income choices, icons. */
import { z } from 'zod';

const rule = z.object({ regExp: z.string(), message: z.string() });

export const profileConfigSchema = z.object({
  /** Youngest age a birthday may give (spec §9: 18). */
  minAgeYears: z.number().int().min(0).max(120),
  /** Free-text fields, by name; the email, nickname and mobile rules are registration's (register.fields). */
  rules: z.object({ address: rule, occupation: rule }),
  /** The choices of "source of income" (codes; the site names them in the player's language). */
  incomeSources: z.array(z.string().regex(/^[A-Z_]{2,24}$/)).min(1),
  /** The built-in head icons (ids; the server draws them at /wps/headIcons/presets/<id>.svg). */
  headIcons: z.array(z.string().regex(/^[a-z0-9]{1,16}$/)).min(1),
});

export type ProfileConfig = z.infer<typeof profileConfigSchema>;

export const DEFAULT_PROFILE_CONFIG: ProfileConfig = {
  minAgeYears: 18,
  rules: {
    address: { regExp: '^[^<>]{5,120}$', message: 'Address must be 5-120 characters' },
    occupation: { regExp: '^[^<>0-9]{2,50}$', message: 'Occupation must be 2-50 letters' },
  },
  incomeSources: ['SALARY', 'BUSINESS', 'INVESTMENT', 'PENSION', 'SAVINGS', 'OTHER'],
  headIcons: ['sun', 'moon', 'star', 'leaf', 'wave', 'bolt'],
};
