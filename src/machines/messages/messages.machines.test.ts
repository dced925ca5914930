import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, createActor, emit, fromPromise, setup } from 'xstate';
import { standInRoot } from '../../../tests/support/standInSystem';
import type { ContentLoadInput } from '../shell/content.machine';
import { announcementsMachine, EMPTY_ANNOUNCEMENTS } from './announcements.machine';
import { selectNotices, selectUnreadNoticeCount } from './announcements.view';
import { helpMachine } from './help.machine';

/** Stand-ins for the app-level actors content listens to: a config that is in, a language, a session. */
const siteConfigStandIn = setup({}).createMachine({ context: { config: { merchantCode: 'demo' } } });
const languageStandIn = setup({
  types: {} as { events: { type: 'CHANGE' }; emitted: { type: 'changed' } },
  actions: { announce: emit({ type: 'changed' as const }) },
}).createMachine({ initial: 'ready', states: { ready: { on: { CHANGE: { actions: 'announce' } } } } });
const sessionStandIn = setup({ types: {} as { events: { type: 'LOGIN' } } }).createMachine({
  initial: 'visitor',
  states: { visitor: { on: { LOGIN: 'loggedIn' } }, loggedIn: {} },
});

const settle = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `machine` in a system with the stand-ins, its load recording each input. The system's clock is the root's
 * (real time): the debounce itself is timed by the journeys.
 */
async function inSystem(machine: AnyStateMachine) {
  const inputs: unknown[] = [];
  const root = standInRoot({ siteConfig: siteConfigStandIn, language: languageStandIn, session: sessionStandIn });
  const provided = machine.provide({
    actors: {
      load: fromPromise<unknown, ContentLoadInput>(async ({ input }) => {
        inputs.push(input);
        return [];
      }),
    },
  });
  const actor = createActor(provided, { parent: root }).start();
  await settle();
  return { actor, inputs, root };
}

describe('announcements (§2 ticker and carousel, §4 groups A and B, language reload 250 ms)', () => {
  it('starts empty: no ticker items, popups or banners', () => {
    expect(createActor(announcementsMachine).getSnapshot().context.data).toEqual({
      player: [],
      promotion: [],
      popup: [],
      banners: [],
    });
    expect(EMPTY_ANNOUNCEMENTS).toEqual({ player: [], promotion: [], popup: [], banners: [] });
  });

  it('loads with the merchant code once the config and texts are in, then reloads on a language change', async () => {
    const { actor, inputs, root } = await inSystem(announcementsMachine);
    expect(inputs).toEqual([{ merchant: 'demo' }]);
    expect(actor.getSnapshot().value).toBe('ready');
    root.system.get('language')?.send({ type: 'CHANGE' });
    expect(actor.getSnapshot().value).toBe('debouncing');
    await settle(300);
    expect(inputs).toHaveLength(2);
    root.stop();
  });

  it('reloads on login or logout: members and visitors see different groups', async () => {
    const { actor, inputs, root } = await inSystem(announcementsMachine);
    root.system.get('session')?.send({ type: 'LOGIN' });
    await settle();
    expect(inputs).toHaveLength(2);
    expect(actor.getSnapshot().value).toBe('ready');
    root.stop();
  });
});

describe('help list (§2 footer, language reload 200 ms)', () => {
  it('starts with no items, so the footer shows no help list', () => {
    expect(createActor(helpMachine).getSnapshot().context.data).toEqual([]);
  });

  it('reloads after a language change, but not on login (help is the same for everyone)', async () => {
    const { actor, inputs, root } = await inSystem(helpMachine);
    expect(inputs).toEqual([{ merchant: 'demo' }]);
    root.system.get('session')?.send({ type: 'LOGIN' });
    await settle();
    expect(inputs).toHaveLength(1);
    root.system.get('language')?.send({ type: 'CHANGE' });
    expect(actor.getSnapshot().value).toBe('debouncing');
    await settle(250);
    expect(inputs).toHaveLength(2);
    root.stop();
  });
});

describe("announcements view (§4 read flags: the server's and this visit's local ones)", () => {
  const snapshot = {
    context: {
      data: {
        ...EMPTY_ANNOUNCEMENTS,
        player: [
          { id: '1', title: 'A', content: '', read: false },
          { id: '2', title: 'B', content: '', read: true },
          { id: '3', title: 'C', content: '', read: false },
        ],
      },
    },
  };

  it('counts the unread notices, and counts a locally flagged one as read at once', () => {
    expect(selectUnreadNoticeCount(snapshot)).toBe(2);
    expect(selectUnreadNoticeCount(snapshot, ['3'])).toBe(1);
    expect(selectUnreadNoticeCount(snapshot, ['2', '3', '9'])).toBe(1);
  });

  it('shows a locally flagged notice read, the others as the server says', () => {
    expect(selectNotices(snapshot).map((n) => n.read)).toEqual([false, true, false]);
    expect(selectNotices(snapshot, ['1']).map((n) => n.read)).toEqual([true, true, false]);
    expect(selectNotices(snapshot, [])).toBe(snapshot.context.data.player);
  });
});
