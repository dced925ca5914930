/**
 * The site configuration: one JSON file the operator can replace (`SITE_CONFIG` overrides the default path
 * server/config/site-config.json). Validated on load so a broken file fails at start with a clear message.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { REGISTER_FIELDS } from '../../src/domain/account/registerFields';

export const DEFAULT_SITE_CONFIG_PATH = join(dirname(fileURLToPath(import.meta.url)), 'site-config.json');

/** Several players can share one address (carrier NAT), so the address limits are wider than the device ones. */
export const DEFAULT_LIMITS = {
  registerPerAddressPerHour: 30,
  registerPerDevicePerHour: 5,
  validityChecksPerAddressPerMinute: 60,
  validityChecksPerDevicePerMinute: 20,
};

const fieldRule = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  regExp: z.string(),
  message: z.string(),
});
const namedRule = z.object({ regExp: z.string(), message: z.string() });

/** The registration field names (one list with the client: src/domain/account/registerFields.ts). */
export const REGISTER_FIELD_NAMES = REGISTER_FIELDS;
export type RegisterFieldName = (typeof REGISTER_FIELD_NAMES)[number];

export const FLAG_NAMES = [
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'FACEBOOKLOGIN3',
  'GOOGLELOGIN3',
  'MOBILEVERCODELOGIN3',
  'CBS3',
  'REWCEN3',
  'AGENTPOLICY3',
  'REFERRAL',
  'VIP',
] as const;
export type FlagName = (typeof FLAG_NAMES)[number];

export const siteConfigSchema = z.object({
  merchantCode: z.string().min(1),
  siteName: z.string(),
  mainDomain: z.string(),
  whitelabel: z.object({
    name: z.string(),
    logo: z.string(),
    themeColor: z.string(),
    currency: z.string(),
    currencySymbol: z.string(),
  }),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  flowsPage: z.boolean(),
  liveModel: z.boolean(),
  appWindow: z.boolean(),
  flags: z.object(Object.fromEntries(FLAG_NAMES.map((name) => [name, z.boolean()])) as Record<FlagName, z.ZodBoolean>),
  mobileTemplate: z.object({ mem_cen: z.enum(['0', '1']), dep_func: z.enum(['0', '1']) }),
  thirdPartySms: z.object({ enabled: z.boolean(), provider: z.string() }),
  /** Remembered login (device tokens) and how long a password login lets change-password skip the old password. */
  deviceLogin: z
    .object({
      tokenDays: z.number().int().min(1).max(365),
      passwordProofMinutes: z.number().int().min(0).max(1440),
    })
    .default({ tokenDays: 30, passwordProofMinutes: 15 }),
  sms: z.object({
    expiredMinutes: z.number().int().min(1).max(60),
    maxPerNumberPerHour: z.number().int().min(1),
    minIntervalSeconds: z.number().int().min(0),
  }),
  /** Filled by the content half (vendors with their categories); shape documented in server/README.md. */
  vendors: z.array(z.unknown()),
  /** Vendor sorting by category: `[{ gameCategory, vendorNames: [{ vassalage, accountTypeName }] }]`. */
  categories: z.array(z.unknown()),
  defaultLanguage: z.string(),
  languages: z.array(z.object({ code: z.string(), name: z.string(), flag: z.string() })).min(1),
  customerService: z.array(z.object({ csType: z.string(), path: z.string() })),
  downloads: z.array(
    z.object({
      resourceType: z.enum(['IOS', 'Android', 'MOBILECONFIG', 'TELEGRAM', 'FACEBOOK', 'AppDownloadIcon']),
      url: z.string(),
    }),
  ),
  imageCDNs: z.array(z.string()).min(1),
  socialLinks: z.array(
    z.object({
      type: z.enum(['FACEBOOK', 'INSTAGRAM', 'TELEGRAM', 'YOUTUBE', 'WHATSAPP', 'TIKTOK', 'KWAI', 'TWITTER']),
      url: z.string(),
    }),
  ),
  domainRoute: z.record(z.string(), z.string()),
  paths: z.record(z.string(), z.string()),
  register: z.object({
    methods: z.object({ username: z.boolean(), mobileNum: z.boolean() }),
    defaultCountryDialingCode: z.string(),
    fields: z.object(
      Object.fromEntries(REGISTER_FIELD_NAMES.map((name) => [name, fieldRule])) as Record<
        RegisterFieldName,
        typeof fieldRule
      >,
    ),
    rules: z.object({ loginUsername: namedRule, loginPassword: namedRule, loginMobileNum: namedRule }),
  }),
  countries: z.array(z.object({ code: z.string(), name: z.string(), countryDialingCode: z.string() })),
  /** Origins other than the site's own that may make state-changing calls (server/http/origin-guard.ts). */
  allowedOrigins: z.array(z.string()).default([]),
  /** Anti-automation limits (server/README.md "Registration limits"); a missing block takes the defaults. */
  limits: z
    .object({
      registerPerAddressPerHour: z.number().int().min(1),
      registerPerDevicePerHour: z.number().int().min(1),
      validityChecksPerAddressPerMinute: z.number().int().min(1),
      validityChecksPerDevicePerMinute: z.number().int().min(1),
    })
    .default(DEFAULT_LIMITS),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type FieldRule = z.infer<typeof fieldRule>;

export interface SiteConfigStore {
  /** The file the config was read from. */
  readonly path: string;
  get(): SiteConfig;
  /** Flag value (spec §6). */
  flag(name: FlagName): boolean;
  /** A compiled field or login rule. */
  rule(name: RegisterFieldName | 'loginUsername' | 'loginPassword' | 'loginMobileNum'): {
    regExp: RegExp;
    message: string;
  };
}

export function parseSiteConfig(data: unknown, source = 'site config'): SiteConfig {
  const result = siteConfigSchema.safeParse(data);
  if (!result.success) {
    const detail = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid ${source}: ${detail}`);
  }
  return result.data;
}

/** Builds a store around a config object (tests pass overrides this way). */
export function createSiteConfigStore(config: SiteConfig, path = '(memory)'): SiteConfigStore {
  const compiled = new Map<string, { regExp: RegExp; message: string }>();
  return {
    path,
    get: () => config,
    flag: (name) => config.flags[name],
    rule(name) {
      let rule = compiled.get(name);
      if (!rule) {
        const source =
          name === 'loginUsername' || name === 'loginPassword' || name === 'loginMobileNum'
            ? config.register.rules[name]
            : config.register.fields[name];
        rule = { regExp: new RegExp(source.regExp), message: source.message };
        compiled.set(name, rule);
      }
      return rule;
    },
  };
}

/** Loads `path` (default: SITE_CONFIG, else the bundled site-config.json). */
export function loadSiteConfig(path: string = process.env.SITE_CONFIG || DEFAULT_SITE_CONFIG_PATH): SiteConfigStore {
  const full = resolve(path);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(full, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read the site config ${full}: ${(error as Error).message}`);
  }
  return createSiteConfigStore(parseSiteConfig(data, `site config ${full}`), full);
}
