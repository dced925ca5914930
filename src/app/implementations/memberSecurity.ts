import { fromPromise } from 'xstate';
import type { ActiveSession } from '../../domain/member/sessions';
import type { activeSessionsMachine } from '../../machines/member/activeSessions.machine';
import type { PaymentPasswordPayload, paymentPasswordMachine } from '../../machines/wallet/paymentPassword.machine';
import { fetchSessions, signOutOtherSessions, signOutSession } from '../../services/member/sessions';
import { setPaymentPassword } from '../../services/wallet/bankCards';
import { type ImplementationEntry, implement } from '../root';

/** Browser implementations of the machines for security centre, sessions, payment password, forced password change. */
export const memberSecurityImplementations: ImplementationEntry[] = [
  implement<typeof activeSessionsMachine>('activeSessions', {
    actors: {
      loadSessions: fromPromise<ActiveSession[], void>(({ signal }) => fetchSessions(signal)),
      signOutOthers: fromPromise<void, void>(({ signal }) => signOutOtherSessions(signal)),
      signOutOne: fromPromise<void, { id: string }>(({ input, signal }) => signOutSession(input.id, signal)),
    },
  }),
  // The wallet's payment password machine, also used by the security centre (which loads without the wallet's).
  implement<typeof paymentPasswordMachine>('paymentPassword', {
    actors: {
      setPassword: fromPromise<void, PaymentPasswordPayload>(({ input, signal }) => setPaymentPassword(input, signal)),
    },
  }),
];
