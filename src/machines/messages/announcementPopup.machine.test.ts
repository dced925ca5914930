import { describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { standInRoot } from '../../../tests/support/standInSystem';
import { announcementPopupMachine } from './announcementPopup.machine';

const item = (id: string) => ({ id, title: `t${id}`, content: `<p>${id}</p>` });

/** Stand-ins: announcements that load on LOADED, a session that logs in (first login or not), a language. */
const announcementsStandIn = setup({
  types: {} as {
    context: { data: { popup: unknown[] } };
    events: { type: 'LOADED'; popup: unknown[] } | { type: 'RELOAD' };
  },
}).createMachine({
  context: { data: { popup: [] } },
  initial: 'loading',
  states: {
    loading: {
      on: { LOADED: { target: 'ready', actions: assign({ data: ({ event }) => ({ popup: event.popup }) }) } },
    },
    ready: { on: { RELOAD: 'loading' } },
  },
});
const sessionStandIn = setup({
  types: {} as { context: { info: { firstTimeLogin: boolean } | null }; events: { type: 'LOGIN'; first: boolean } },
}).createMachine({
  context: { info: null },
  initial: 'visitor',
  states: {
    visitor: {
      on: {
        LOGIN: { target: 'loggedIn', actions: assign({ info: ({ event }) => ({ firstTimeLogin: event.first }) }) },
      },
    },
    loggedIn: {},
  },
});
const languageStandIn = setup({}).createMachine({ context: { language: 'TH' } });

function inSystem() {
  const root = standInRoot({
    announcements: announcementsStandIn,
    session: sessionStandIn,
    language: languageStandIn,
  });
  const popup = createActor(announcementPopupMachine, { parent: root, input: { memory: {} } }).start();
  return { root, popup, get: (id: string) => root.system.get(id)! };
}

describe('announcement popup hears its list from the announcements actor (popupLists)', () => {
  it('takes each new list with the group of the session and the language it is written in', () => {
    const { root, popup, get } = inSystem();
    // The empty list of an actor that has not loaded yet is not a list that arrived.
    expect(popup.getSnapshot().context.items).toEqual([]);
    get('announcements').send({ type: 'LOADED', popup: [item('1')] });
    expect(popup.getSnapshot().context).toMatchObject({ items: [item('1')], group: 'B', language: 'TH' });
    get('session').send({ type: 'LOGIN', first: true });
    get('announcements').send({ type: 'RELOAD' });
    get('announcements').send({ type: 'LOADED', popup: [item('2'), item('3')] });
    expect(popup.getSnapshot().context).toMatchObject({ items: [item('2'), item('3')], group: 'AF' });
    root.stop();
  });

  it('a later login is group A alone', () => {
    const { root, popup, get } = inSystem();
    get('session').send({ type: 'LOGIN', first: false });
    get('announcements').send({ type: 'LOADED', popup: [item('2')] });
    expect(popup.getSnapshot().context.group).toBe('A');
    root.stop();
  });

  it('alone (tests, diagrams) it hears nothing and stays hidden after the delay', async () => {
    const popup = createActor(announcementPopupMachine, { input: {} }).start();
    expect(popup.getSnapshot().value).toBe('delaying');
    await new Promise((resolve) => setTimeout(resolve, 550));
    expect(popup.getSnapshot().value).toBe('hidden');
    popup.stop();
  });
});
