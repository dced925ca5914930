import { createExclusionRequestMachine } from './exclusionRequest';

/**
 * Time-out (issue 16 tool 3): a break of 24 hours, 7 days, 1 month or 6 weeks. It starts at once, ends every session
 * of the account on every device, and login is refused until it ends; it cannot be cut short.
 */
export const timeOutMachine = createExclusionRequestMachine({
  id: 'timeOut',
  tool: 'TIME_OUT',
  what: 'Take a time-out',
  startedKey: 'protection.exclusion.timeOut.started',
  startedPermanentKey: 'protection.exclusion.timeOut.started',
});
