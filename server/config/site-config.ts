/**
 * The site configuration: one JSON file the operator can replace (`SITE_CONFIG` overrides the default path
 * server/config/site-config.json). Validated on load so a broken file fails at start with a clear message.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { REGISTER_FIELDS } from '../../src/domain/account/registerFields';
import { DEFAULT_PROFILE_CONFIG, profileConfigSchema } from '../profile/config';
import { DEFAULT_PROTECTION_CONFIG, protectionConfigSchema } from '../protection/config';

export const DEFAULT_SITE_CONFIG_PATH = join(dirname(fileURLToPath(import.meta.url)), 'site-config.json');

/** Several players can share one address (carrier NAT), so the address limits are wider than the device ones. */
export const DEFAULT_LIMITS = {
  registerPerAddressPerHour: 30,
  registerPerDevicePerHour: 5,
  validityChecksPerAddressPerMinute: 60,
  validityChecksPerDevicePerMinute: 20,
  trialsPerAddressPerHour: 10,
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

const payToBank = z.object({ bankName: z.string(), accountName: z.string(), accountNo: z.string() });
const payToCrypto = z.object({ network: z.string(), address: z.string() });

/** A deposit channel (server/README.md "Deposit"): amounts in the currency, at most two decimals. */
const depositChannel = z
  .object({
    code: z.string().regex(/^[A-Z0-9_]{2,30}$/),
    kind: z.enum(['bank', 'gateway', 'crypto']),
    name: z.string().min(1),
    min: z.number().positive(),
    max: z.number().positive(),
    presets: z.array(z.number().positive()).max(8),
    feePercent: z.number().min(0).max(50),
    payTo: z.union([payToBank, payToCrypto]).optional(),
  })
  .refine((channel) => channel.min <= channel.max, 'min must not be above max')
  .refine((channel) => channel.kind === 'gateway' || channel.payTo !== undefined, 'bank and crypto need payTo');

const promotion = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
  title: z.string().min(1),
  bonusPercent: z.number().positive().max(1000),
  maxBonus: z.number().positive(),
  minDeposit: z.number().min(0),
});

/** VIP levels and benefits (issue 15 item 2) and the leaderboard's time zone (item 4); server/README.md "VIP". */
const vipLevel = z.object({
  level: z.number().int().min(0).max(99),
  name: z.string().min(1).max(20),
  threshold: z.number().min(0),
  rebatePercent: z.number().min(0).max(100),
  upgradeBonus: z.number().min(0),
  birthdayBonus: z.number().min(0),
  monthlySalary: z.number().min(0),
});
export const vipConfigSchema = z.object({
  levels: z
    .array(vipLevel)
    .min(1)
    .refine((levels) => levels.some((l) => l.threshold === 0), 'one level must start at threshold 0')
    .refine((levels) => new Set(levels.map((l) => l.level)).size === levels.length, 'levels must be unique'),
  /** The leaderboard's today and this week are days of this clock (minutes ahead of UTC; Manila is 480). */
  utcOffsetMinutes: z.number().int().min(-720).max(840),
});
export type VipConfig = z.infer<typeof vipConfigSchema>;
const vipRow = (
  level: number,
  threshold: number,
  rebate: number,
  upgrade: number,
  birthday: number,
  salary: number,
) => ({
  level,
  name: `VIP${level}`,
  threshold,
  rebatePercent: rebate,
  upgradeBonus: upgrade,
  birthdayBonus: birthday,
  monthlySalary: salary,
});
export const DEFAULT_VIP_CONFIG: VipConfig = {
  levels: [
    vipRow(0, 0, 0.3, 0, 0, 0),
    vipRow(1, 1000, 0.5, 18, 18, 0),
    vipRow(2, 10000, 0.7, 58, 58, 28),
    vipRow(3, 50000, 0.9, 188, 188, 88),
    vipRow(4, 200000, 1.1, 588, 588, 288),
    vipRow(5, 1000000, 1.5, 1888, 1888, 888),
  ],
  utcOffsetMinutes: 480,
};

/** The wallet section: deposit channels and promotions, withdrawal limits, bank cards, expiry of pending deposits. */
export const walletConfigSchema = z.object({
  channels: z.array(depositChannel).min(1),
  promotions: z.array(promotion),
  withdraw: z
    .object({ min: z.number().positive(), max: z.number().positive(), banks: z.array(z.string().min(1)).min(1) })
    .refine((withdraw) => withdraw.min <= withdraw.max, 'min must not be above max'),
  maxBankCards: z.number().int().min(1).max(20),
  /** A pending deposit expires after this long: the gateway's payment page, a bank or crypto transfer. */
  expiry: z.object({ gatewayMinutes: z.number().int().min(1), manualHours: z.number().int().min(1) }),
});
export type WalletConfig = z.infer<typeof walletConfigSchema>;

/** The wallet section of a config that has none (older config files keep working). */
export const DEFAULT_WALLET_CONFIG: WalletConfig = {
  channels: [
    {
      code: 'BANK_TRANSFER',
      kind: 'bank',
      name: 'Bank transfer',
      min: 100,
      max: 50000,
      presets: [100, 500, 1000, 5000],
      feePercent: 0,
      payTo: { bankName: 'Demo National Bank', accountName: 'Demo Gaming Ltd', accountNo: '001234567890' },
    },
    {
      code: 'EWALLET',
      kind: 'gateway',
      name: 'E-wallet',
      min: 50,
      max: 20000,
      presets: [50, 100, 500, 1000],
      feePercent: 0,
    },
    {
      code: 'USDT',
      kind: 'crypto',
      name: 'USDT (TRC20)',
      min: 100,
      max: 100000,
      presets: [100, 500, 1000, 10000],
      feePercent: 1,
      payTo: { network: 'TRC20', address: 'TDemoAddr9x4Lk2Qm7Vn3Rb8Wc1Ys6Hp5Jf' },
    },
  ],
  promotions: [{ id: 'WELCOME100', title: 'Welcome bonus 100%', bonusPercent: 100, maxBonus: 500, minDeposit: 100 }],
  withdraw: { min: 10, max: 50000, banks: ['Demo National Bank', 'City Savings Bank', 'Union Trust Bank'] },
  maxBankCards: 5,
  expiry: { gatewayMinutes: 30, manualHours: 24 },
};

/** The rewards section (issue 15 item 3): points from play and the points-to-bonus exchange. */
export const rewardsConfigSchema = z.object({
  /** Settled bets that earn one point (10 = 1 point per 10.00). */
  turnoverPerPoint: z.number().positive().max(1_000_000),
  exchange: z.object({
    minPoints: z.number().int().min(1),
    /** Points that make one `unitAmount` of bonus money; exchanges go in whole steps of it. */
    pointsPerUnit: z.number().int().min(1),
    unitAmount: z.number().positive().max(1_000_000),
  }),
});
export type RewardsConfig = z.infer<typeof rewardsConfigSchema>;
export const DEFAULT_REWARDS_CONFIG: RewardsConfig = {
  turnoverPerPoint: 10,
  exchange: { minPoints: 100, pointsPerUnit: 100, unitAmount: 1 },
};

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
      trialsPerAddressPerHour: z.number().int().min(1).default(DEFAULT_LIMITS.trialsPerAddressPerHour),
    })
    .default(DEFAULT_LIMITS),
  /** Deposit channels and promotions, withdrawal limits, bank cards (server/README.md "Wallet"). */
  wallet: walletConfigSchema.default(DEFAULT_WALLET_CONFIG),
  /** Points from play and their exchange (server/README.md "Points and rewards"). */
  rewards: rewardsConfigSchema.default(DEFAULT_REWARDS_CONFIG),
  /** The member centre's account rules (server/README.md "Security centre", "Account verification"). */
  member: z
    .object({
      /** A password older than this many days must be changed at the next login (0 = never). */
      passwordMaxAgeDays: z.number().int().min(0).max(3650).default(0),
      /** Withdrawals need a verified account (403 VERIFICATION_REQUIRED otherwise). */
      requireVerifiedForWithdrawal: z.boolean().default(false),
    })
    .default({ passwordMaxAgeDays: 0, requireVerifiedForWithdrawal: false }),
  /** VIP levels and benefits, the leaderboard's time zone (server/README.md "VIP"). */
  vip: vipConfigSchema.default(DEFAULT_VIP_CONFIG),
  /** Profile field rules, income choices and head icons (server/profile/config.ts). */
  profile: profileConfigSchema.default(DEFAULT_PROFILE_CONFIG),
  /** Player protection: limits, reality checks, time-out, self-exclusion, inactivity (server/protection/config.ts). */
  protection: protectionConfigSchema.default(DEFAULT_PROTECTION_CONFIG),
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
