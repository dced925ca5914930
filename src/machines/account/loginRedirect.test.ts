import { describe, expect, it } from 'vitest';
import type { AnyActorRef, AnyEventObject } from 'xstate';
import { sendToLogin } from './loginRedirect';

/** A system whose app-level actors record what they are sent. */
function recordingSystem() {
  const sent: { to: string; event: AnyEventObject }[] = [];
  const system = {
    get: (to: string) => ({ send: (event: AnyEventObject) => sent.push({ to, event }) }) as unknown as AnyActorRef,
  };
  return { system, sent };
}

describe('visitor -> login (§4 Favourite toggle, §6 Visitor)', () => {
  it("says 'please log in' for 2 s and goes to /m/login, Back still leading to the page", () => {
    const { system, sent } = recordingSystem();
    sendToLogin(system);
    expect(sent).toEqual([
      { to: 'notifications', event: { type: 'TOAST', message: { key: 'errors.in_logged_login' }, durationMs: 2000 } },
      { to: 'navigator', event: { type: 'NAVIGATE', to: '/m/login', replace: false } },
    ]);
  });

  it('replaces the page that asked on opening', () => {
    const { system, sent } = recordingSystem();
    sendToLogin(system, { replace: true });
    expect(sent[1]).toEqual({ to: 'navigator', event: { type: 'NAVIGATE', to: '/m/login', replace: true } });
  });
});
