import type { LimitsState } from '../../domain/protection/limitsState';
import { apiError, type CatalogEntry, catalogEntry } from '../catalog-types';
import { limitsSettingsMachine } from './limitsSettings.machine';

const none = { amount: null, used: null, remaining: null, resetsAt: null, pending: null };
const state = (depositDay: Partial<LimitsState['limits'][number]>): LimitsState => ({
  coolingOffHours: 24,
  maxAmount: 10_000_000,
  currencySymbol: '$',
  hasDeposits: false,
  limits: [{ kind: 'DEPOSIT', period: 'DAY', ...none, ...depositDay }],
  allowance: { DEPOSIT: null, LOSS: null, WAGER: null },
});
const set = state({ amount: 50, used: 0, remaining: 50, resetsAt: '2026-11-25T10:00:00.000Z' });
const due = state({ amount: 50, pending: { amount: 100, dueAt: '2026-11-25T10:00:00.000Z', confirmable: true } });

/** Player protection's machines for deposit, loss and wager limits with cooling-off (issue 16). */
export const limitsCatalog: CatalogEntry[] = [
  catalogEntry(limitsSettingsMachine, {
    title: 'Deposit, loss and wager limits',
    purpose:
      'The limits screen (issue 16 tool 1): a limit per kind and per 24 hours, 7 days and 30 days; lower at once, ' +
      'higher or removed after the cooling-off and the player’s confirmation; pending changes can be cancelled.',
    fixtures: {
      events: [
        { type: 'RETRY' },
        { type: 'EDIT', kind: 'DEPOSIT', period: 'DAY' },
        { type: 'TYPE', text: '40' },
        { type: 'TYPE', text: 'abc' },
        { type: 'SAVE' },
        { type: 'REMOVE' },
        { type: 'CLOSE' },
        { type: 'CONFIRM', kind: 'DEPOSIT', period: 'DAY' },
        { type: 'CANCEL_PENDING', kind: 'DEPOSIT', period: 'DAY' },
      ],
      outputs: {
        loadLimits: [set, due],
        saveLimit: [
          { outcome: 'SET', state: set },
          { outcome: 'REQUEST', state: due },
        ],
        confirmLimit: [set],
        cancelLimit: [set],
      },
      errors: {
        loadLimits: [new Error('offline')],
        saveLimit: [apiError('amount: must be at most 10000000', 'INVALID_INPUT', 400)],
        confirmLimit: [apiError('This change can be confirmed from later', 'LIMIT_COOLING_OFF', 409)],
        cancelLimit: [apiError('There is no pending change of this limit', 'NO_PENDING_LIMIT', 409)],
      },
      abstractContext: (c: { limits: LimitsState | null; target: unknown; draft: string; fieldError: unknown }) => ({
        limit: c.limits?.limits[0]?.amount ?? null,
        pending: c.limits?.limits[0]?.pending !== null && c.limits?.limits[0]?.pending !== undefined,
        target: c.target !== null,
        draft: c.draft,
        fieldError: c.fieldError !== null,
      }),
    },
  }),
];
