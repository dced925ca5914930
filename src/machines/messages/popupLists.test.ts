import { describe, expect, it, vi } from 'vitest';
import { type AnyActorLogic, type AnyActorRef, assign, createActor, fromCallback, setup } from 'xstate';
import { standInRoot } from '../../../tests/support/standInSystem';
import type { Announcement } from '../../domain/messages/announcements';
import { type PopupListLoaded, popupLists } from './popupLists';

const item = (id: string): Announcement => ({ id, title: `t${id}`, content: `<p>${id}</p>` });

/** An announcements actor: loading until LOADED brings a new data object, ready until RELOAD; PING changes nothing. */
const announcementsStandIn = setup({
  types: {} as {
    context: { data: { popup?: Announcement[] } };
    events: { type: 'LOADED'; data: { popup?: Announcement[] } } | { type: 'RELOAD' } | { type: 'PING' };
  },
}).createMachine({
  context: { data: { popup: [] } },
  initial: 'loading',
  on: { PING: { actions: () => undefined } },
  states: {
    loading: {
      on: { LOADED: { target: 'ready', actions: assign({ data: ({ event }) => event.data }) } },
    },
    ready: { on: { RELOAD: 'loading' } },
  },
});
const loggedInSession = setup({}).createMachine({
  context: { info: { firstTimeLogin: true } },
  initial: 'loggedIn',
  states: { loggedIn: {} },
});
const english = setup({}).createMachine({ context: { language: 'EN' } });

/** What the popup machine would do with the listener: here it records every LIST_LOADED it hears until QUIT. */
const hearer = setup({
  types: {} as { context: { heard: PopupListLoaded[] }; events: PopupListLoaded | { type: 'QUIT' } },
  actors: { popupLists },
}).createMachine({
  context: { heard: [] },
  on: { LIST_LOADED: { actions: assign({ heard: ({ context, event }) => [...context.heard, event] }) } },
  initial: 'listening',
  states: {
    listening: { invoke: { id: 'popupLists', src: 'popupLists' }, on: { QUIT: 'quiet' } },
    quiet: {},
  },
});

function listening(standIns: Record<string, AnyActorLogic>) {
  const root = standInRoot(standIns);
  const actor = createActor(hearer, { parent: root }).start();
  const heard = () =>
    actor.getSnapshot().context.heard.map(({ items, group, language }) => ({ items, group, language }));
  return { root, actor, heard, announcements: root.system.get('announcements') as AnyActorRef };
}

describe('popup lists: what the announcement popup hears of the announcements actor (§4)', () => {
  it('hears each list that arrives once, with the group and language of the session', () => {
    const { root, announcements, heard } = listening({
      announcements: announcementsStandIn,
      session: loggedInSession,
      language: english,
    });
    expect(heard()).toEqual([]);
    announcements.send({ type: 'LOADED', data: { popup: [item('1')] } });
    expect(heard()).toEqual([{ items: [item('1')], group: 'AF', language: 'EN' }]);
    announcements.send({ type: 'PING' });
    expect(heard()).toEqual([{ items: [item('1')], group: 'AF', language: 'EN' }]);
    announcements.send({ type: 'RELOAD' });
    announcements.send({ type: 'LOADED', data: { popup: [item('2')] } });
    expect(heard()).toEqual([
      { items: [item('1')], group: 'AF', language: 'EN' },
      { items: [item('2')], group: 'AF', language: 'EN' },
    ]);
    root.stop();
  });

  it('a list held by an actor that is still loading is not one that arrived', () => {
    const { root, announcements, heard, actor } = listening({ announcements: announcementsStandIn });
    announcements.send({ type: 'PING' });
    expect(heard()).toEqual([]);
    expect(actor.getSnapshot().status).toBe('active');
    root.stop();
  });

  it('a list already in when the popup starts is heard at once', () => {
    const root = standInRoot({ announcements: announcementsStandIn });
    root.system.get('announcements')?.send({ type: 'LOADED', data: { popup: [item('3')] } });
    const actor = createActor(hearer, { parent: root }).start();
    expect(actor.getSnapshot().context.heard).toEqual([
      { type: 'LIST_LOADED', items: [item('3')], group: 'B', language: '' },
    ]);
    root.stop();
  });

  it('without a session or a language it is a visitor list (group B) in no known language', () => {
    const { root, announcements, heard, actor } = listening({ announcements: announcementsStandIn });
    announcements.send({ type: 'LOADED', data: { popup: [item('1')] } });
    expect(heard()).toEqual([{ items: [item('1')], group: 'B', language: '' }]);
    expect(actor.getSnapshot().status).toBe('active');
    root.stop();
  });

  it('a session and a language that hold no context count as a visitor in no known language', () => {
    const silent = fromCallback(() => undefined);
    const { root, announcements, heard } = listening({
      announcements: announcementsStandIn,
      session: silent,
      language: silent,
    });
    announcements.send({ type: 'LOADED', data: { popup: [item('1')] } });
    expect(heard()).toEqual([{ items: [item('1')], group: 'B', language: '' }]);
    root.stop();
  });

  it('data without a popup list gives an empty list', () => {
    const { root, announcements, heard } = listening({ announcements: announcementsStandIn });
    announcements.send({ type: 'LOADED', data: {} });
    expect(heard()).toEqual([{ items: [], group: 'B', language: '' }]);
    root.stop();
  });

  it('an announcements actor that holds no context is listened to silently', () => {
    const { root, actor } = listening({ announcements: fromCallback(() => undefined) });
    expect(actor.getSnapshot().context.heard).toEqual([]);
    expect(actor.getSnapshot().status).toBe('active');
    root.stop();
  });

  it('stops listening to the announcements when the listener stops', () => {
    const root = standInRoot({ announcements: announcementsStandIn });
    const announcements = root.system.get('announcements') as AnyActorRef;
    const unsubscribed = vi.fn();
    const subscribe = announcements.subscribe.bind(announcements);
    vi.spyOn(announcements, 'subscribe').mockImplementation(((observer: () => void) => {
      const subscription = subscribe(observer);
      return {
        unsubscribe: () => {
          unsubscribed();
          subscription.unsubscribe();
        },
      };
    }) as never);
    const actor = createActor(hearer, { parent: root }).start();
    expect(unsubscribed).not.toHaveBeenCalled();
    actor.send({ type: 'QUIT' });
    expect(unsubscribed).toHaveBeenCalledTimes(1);
    root.stop();
  });
});
