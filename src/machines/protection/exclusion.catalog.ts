import type { ExclusionPeriod } from '../../domain/protection/exclusion';
import { apiError, type CatalogEntry, catalogEntry } from '../catalog-types';
import type { ExclusionRequestEvent } from './exclusionRequest';
import { selfExclusionMachine } from './selfExclusion.machine';
import { timeOutMachine } from './timeOut.machine';

const abstractContext = (c: {
  periods: unknown[];
  period: string | null;
  password: string;
  periodError: unknown;
  passwordError: unknown;
  refusal: unknown;
}) => ({
  periods: c.periods.length,
  period: c.period,
  password: c.password !== '',
  periodError: c.periodError !== null,
  passwordError: c.passwordError !== null,
  refused: c.refusal !== null,
});

const refusals = [
  apiError('The login password is incorrect', 'OLD_PASSWORD_INCORRECT', 400, { fields: { password: 'wrong' } }),
  apiError('cannot be cut short', 'EXCLUSION_CANNOT_SHORTEN', 409, { until: '2027-11-24T10:00:00.000Z' }),
  apiError('Too many failed attempts', 'TOO_MANY_ATTEMPTS', 429),
  apiError('This option is not available on this site', 'FEATURE_DISABLED', 403),
  new Error('offline'),
];

/** The request's events: a period of the tool, one of the other tool (refused by the machine), then the steps. */
const eventsChoosing = (own: ExclusionPeriod, other: ExclusionPeriod): ExclusionRequestEvent[] => [
  { type: 'RETRY' },
  { type: 'CHOOSE', period: own },
  { type: 'CHOOSE', period: other },
  { type: 'CONTINUE' },
  { type: 'PASSWORD', value: 'Secret123' },
  { type: 'PASSWORD', value: '' },
  { type: 'CONFIRM' },
  { type: 'CANCEL' },
];

/** Player protection's machines for time-out and self-exclusion (issue 16). */
export const exclusionCatalog: CatalogEntry[] = [
  catalogEntry(timeOutMachine, {
    title: 'Time-out',
    purpose:
      'A break from play (issue 16 tool 3): 24 hours, 7 days, 1 month or 6 weeks, confirmed with the login ' +
      'password; it starts at once, every session of the account ends on every device, and login is refused until ' +
      'it ends. No step shortens it.',
    fixtures: {
      events: eventsChoosing('7d', '1y'),
      outputs: {
        loadSettings: [
          { enabled: true, periods: ['24h', '7d', '1m', '6w'] },
          { enabled: false, periods: ['24h'] },
        ],
        start: [{ until: '2026-12-01T10:00:00.000Z' }],
      },
      errors: { loadSettings: [new Error('offline')], start: refusals },
      abstractContext,
    },
  }),
  catalogEntry(selfExclusionMachine, {
    title: 'Self-exclusion',
    purpose:
      'Self-exclusion (issue 16 tool 4): 6 months, 1 year, 5 years or permanent, confirmed with the login ' +
      'password; it starts at once and every session ends; afterwards a login opens only a restricted session ' +
      '(withdraw, log out), games do not launch and no marketing arrives. No step shortens it.',
    fixtures: {
      events: eventsChoosing('permanent', '24h'),
      outputs: {
        loadSettings: [
          { enabled: true, periods: ['6m', '1y', '5y', 'permanent'] },
          { enabled: true, periods: [] },
        ],
        start: [{ until: null }, { until: '2027-05-24T10:00:00.000Z' }],
      },
      errors: { loadSettings: [new Error('offline')], start: refusals },
      abstractContext,
    },
  }),
];
