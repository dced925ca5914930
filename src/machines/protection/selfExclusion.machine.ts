import { createExclusionRequestMachine } from './exclusionRequest';

/**
 * Self-exclusion (issue 16 tool 4): 6 months, 1 year, 5 years or permanent. It starts at once and ends every session;
 * afterwards a login opens only a restricted session (withdraw the balance, log out), games do not launch and no
 * marketing is sent; it cannot be cut short.
 */
export const selfExclusionMachine = createExclusionRequestMachine({
  id: 'selfExclusion',
  tool: 'SELF_EXCLUSION',
  what: 'Self-exclude',
  startedKey: 'protection.exclusion.selfExclusion.started',
  startedPermanentKey: 'protection.exclusion.selfExclusion.startedPermanent',
});
