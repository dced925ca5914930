import { InactivityHost } from './InactivityHost';
import { RealityCheckHost } from './RealityCheckHost';
import { RestrictedSessionHost } from './RestrictedSessionHost';

/**
 * Player protection's parts that stand over every screen while a member is logged in (issue 16). Loaded with its
 * implementations once a member logs in, never in a visitor's first load (home's size budget).
 */
export default function ProtectionHost() {
  return (
    <>
      <RealityCheckHost />
      <InactivityHost />
      <RestrictedSessionHost />
    </>
  );
}
