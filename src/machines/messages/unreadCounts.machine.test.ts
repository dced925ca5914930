import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, setup } from 'xstate';
import { standInRoot } from '../../../tests/support/standInSystem';
import type { UnreadAnswer } from '../../domain/messages/centre';
import { normaliseConfig } from '../../domain/shell/site-config';
import { unreadCountsMachine } from './unreadCounts.machine';

const settle = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

/** A session stand-in that logs in as a member of the given type, and a config with CBS3 on. */
const sessionStandIn = setup({ types: {} as { events: { type: 'LOGIN' } | { type: 'LOGOUT' } } }).createMachine({
  context: { member: { type: 0 }, info: null },
  initial: 'loggedOut',
  states: { loggedOut: { on: { LOGIN: 'loggedIn' } }, loggedIn: { on: { LOGOUT: 'loggedOut' } } },
});
const siteConfigStandIn = setup({}).createMachine({
  context: { config: normaliseConfig({ merchantCode: 'demo', flags: { CBS3: true } }) },
});

describe('unread counts in a system (its listeners hear the session and the config)', () => {
  it('loads both counts once per login, not in a loop, and clears them on logout', async () => {
    const calls = { inbox: 0, chat: 0 };
    const root = standInRoot({ session: sessionStandIn, siteConfig: siteConfigStandIn });
    const actor = createActor(
      unreadCountsMachine.provide({
        actors: {
          loadCounts: fromPromise<UnreadAnswer, { withChat: boolean }>(async ({ input }) => {
            calls.inbox += 1;
            if (input.withChat) calls.chat += 1;
            return { inbox: 7, chat: input.withChat ? 2 : null };
          }),
        },
      }),
      { parent: root },
    ).start();
    await settle();
    expect(actor.getSnapshot().value).toBe('none');
    root.system.get('session')?.send({ type: 'LOGIN' });
    await settle(300);
    expect(calls).toEqual({ inbox: 1, chat: 1 });
    expect(actor.getSnapshot().value).toEqual({ member: 'idle' });
    expect(actor.getSnapshot().context).toMatchObject({ inbox: 7, chat: 2 });
    root.system.get('session')?.send({ type: 'LOGOUT' });
    await settle();
    expect(actor.getSnapshot().value).toBe('none');
    expect(actor.getSnapshot().context).toMatchObject({ inbox: 0, chat: 0 });
    root.stop();
  });
});
