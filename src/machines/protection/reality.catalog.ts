import { apiError, type CatalogEntry, catalogEntry } from '../catalog-types';
import { realityCheckMachine } from './realityCheck.machine';
import { realityCheckSettingMachine } from './realityCheckSetting.machine';

const status = (due: boolean, dueAt: string | null = '2026-11-24T10:10:00.000Z') => ({
  intervalMinutes: 10,
  sessionStartedAt: '2026-11-24T10:00:00.000Z',
  playedSeconds: due ? 600 : 300,
  net: -12.5,
  dueAt,
  due,
});

/** Player protection's machines for reality checks and session time (issue 16). */
export const realityCatalog: CatalogEntry[] = [
  catalogEntry(realityCheckMachine, {
    title: 'Reality check',
    purpose:
      'Issue 16 tool 2: during play, at the interval the player chose, a blocking dialog shows time played this ' +
      'session and net position (wins minus bets) with Continue, See history and Log out; the server refuses bets ' +
      'until it is answered. Also ticks the session clock shown in the header and the lottery frame.',
    fixtures: {
      events: [{ type: 'CONTINUE' }, { type: 'SEE_HISTORY' }, { type: 'LOG_OUT' }],
      outputs: {
        loadStatus: [status(true), status(false)],
        answerCheck: [status(false)],
      },
      errors: {
        loadStatus: [new Error('offline')],
        answerCheck: [
          apiError('There is no reality check to answer', 'REALITY_CHECK_NOT_DUE', 409),
          new Error('offline'),
        ],
      },
      abstractContext: (c: { status: { due: boolean } | null; answer: string | null; failed: boolean }) => ({
        due: c.status?.due ?? null,
        answer: c.answer,
        failed: c.failed,
      }),
      ignoreContextKeys: ['secondsSinceStatus'],
    },
  }),
  catalogEntry(realityCheckSettingMachine, {
    title: 'Reality-check interval',
    purpose:
      'Issue 16 tool 2: the player chooses how often a reality check interrupts play (off, or the site’s intervals); ' +
      'a change applies at once and the server records it in the audit trail.',
    fixtures: {
      events: [
        { type: 'RETRY' },
        { type: 'CHOOSE', intervalMinutes: 20 },
        { type: 'CHOOSE', intervalMinutes: 15 },
        { type: 'CHOOSE', intervalMinutes: 0 },
        { type: 'SAVE' },
      ],
      outputs: {
        loadSetting: [{ enabled: true, intervalMinutes: 0, intervals: [0, 10, 20, 30, 60] }],
        saveInterval: [undefined],
      },
      errors: {
        saveInterval: [apiError('intervalMinutes: must be one of 0, 10, 20, 30, 60 minutes', 'INVALID_INPUT', 400)],
      },
      abstractContext: (c: {
        setting: { intervalMinutes: number } | null;
        chosen: number | null;
        failed: boolean;
      }) => ({
        interval: c.setting?.intervalMinutes ?? null,
        chosen: c.chosen,
        failed: c.failed,
      }),
    },
  }),
];
