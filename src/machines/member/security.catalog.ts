import { apiError, type CatalogEntry, catalogEntry } from '../catalog-types';
import { activeSessionsMachine } from './activeSessions.machine';

const session = (id: string, current: boolean) => ({
  id,
  device: current ? 'Chrome on Android' : 'Safari on iPhone',
  ip: '203.0.113.*',
  createdAt: '2026-11-24T10:00:00.000Z',
  lastSeenAt: '2026-11-24T10:05:00.000Z',
  current,
});

/** The member centre's machines for security centre, sessions, payment password, forced password change (issue 15). */
export const securityCatalog: CatalogEntry[] = [
  catalogEntry(activeSessionsMachine, {
    title: 'Active sessions',
    purpose:
      'The security centre’s list of the account’s sessions (issue 15 item 7): device, address, last seen, this ' +
      'device marked; sign out the others or one other; a failed call can be retried.',
    fixtures: {
      events: [
        { type: 'RETRY' },
        { type: 'SIGN_OUT_OTHERS' },
        { type: 'SIGN_OUT', id: 'b' },
        { type: 'SIGN_OUT', id: 'a' },
      ],
      outputs: {
        loadSessions: [[session('a', true), session('b', false)], [session('a', true)]],
        signOutOthers: [undefined],
        signOutOne: [undefined],
      },
      errors: {
        signOutOthers: [new Error('offline')],
        signOutOne: [apiError('The session does not exist', 'NOT_FOUND', 404)],
      },
      abstractContext: (c: { sessions: unknown[]; signingOutId: string | null; refusal: unknown }) => ({
        sessions: c.sessions.length,
        signingOut: c.signingOutId,
        refused: c.refusal !== null,
      }),
    },
  }),
];
