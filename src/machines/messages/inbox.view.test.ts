import { describe, expect, it } from 'vitest';
import type { StateValue } from 'xstate';
import type { InboxMessage } from '../../domain/messages/centre';
import { type InboxContext, inboxMachine } from './inbox.machine';
import * as view from './inbox.view';

const message = (id: number, read: boolean): InboxMessage => ({
  id,
  title: `t${id}`,
  content: `<p>${id}</p>`,
  createdAt: '2025-01-31',
  read,
});

const base: InboxContext = { memberType: 0, messages: [], page: 1, totalPages: 3, openId: null, toMark: [] };

/** The inbox resting in a state (the list's two regions spelled out) with a chosen context. */
const at = (value: StateValue, context: Partial<InboxContext> = {}) =>
  inboxMachine.resolveState({ value, context: { ...base, ...context } });

const list = (pages: string, reading: string) => ({ list: { pages, reading } });

/** Every leaf of the inbox, named as the screen's `data-state` spells it. */
const LEAVES: StateValue[] = [
  'checking',
  'leaving',
  'loading',
  'failed',
  ...['idle', 'loadingMore', 'moreFailed'].flatMap((pages) =>
    ['idle', 'marking', 'markingAll'].map((reading) => list(pages, reading)),
  ),
];

/** The leaves where a selector answers true. */
const where = (select: (s: ReturnType<typeof at>) => boolean, context: Partial<InboxContext> = {}) =>
  LEAVES.filter((value) => select(at(value, context)) === true).map((value) => JSON.stringify(value));

describe('inbox selectors (§2 message centre: first page, more, reader, mark all read)', () => {
  it('the spinner shows while the player is checked and while the first page loads, nowhere else', () => {
    expect(where(view.selectLoading)).toEqual(['"checking"', '"loading"']);
  });

  it('the retry of a failed first page shows in failed only', () => {
    expect(where(view.selectFailed)).toEqual(['"failed"']);
  });

  it('the list shows in every list state and in no other', () => {
    expect(where(view.selectShowsList)).toEqual(
      LEAVES.filter((value) => typeof value === 'object').map((value) => JSON.stringify(value)),
    );
  });

  it('"more" shows while paging is idle and pages are left', () => {
    expect(where(view.selectCanLoadMore, { page: 1, totalPages: 3 })).toEqual([
      JSON.stringify(list('idle', 'idle')),
      JSON.stringify(list('idle', 'marking')),
      JSON.stringify(list('idle', 'markingAll')),
    ]);
  });

  it('"more" hides on the last page and past it', () => {
    expect(where(view.selectCanLoadMore, { page: 3, totalPages: 3 })).toEqual([]);
    expect(where(view.selectCanLoadMore, { page: 4, totalPages: 3 })).toEqual([]);
    expect(view.selectCanLoadMore(at(list('idle', 'idle'), { page: 2, totalPages: 3 }))).toBe(true);
  });

  it('the next page is loading only in loadingMore, and its failure shows only in moreFailed', () => {
    expect(where(view.selectLoadingMore)).toEqual([
      JSON.stringify(list('loadingMore', 'idle')),
      JSON.stringify(list('loadingMore', 'marking')),
      JSON.stringify(list('loadingMore', 'markingAll')),
    ]);
    expect(where(view.selectMoreFailed)).toEqual([
      JSON.stringify(list('moreFailed', 'idle')),
      JSON.stringify(list('moreFailed', 'marking')),
      JSON.stringify(list('moreFailed', 'markingAll')),
    ]);
  });

  it('"mark all read" is offered in the list while a shown message is unread and no mark-all call runs', () => {
    const messages = [message(1, true), message(2, false), message(3, true)];
    expect(where(view.selectCanMarkAll, { messages })).toEqual(
      ['idle', 'loadingMore', 'moreFailed'].flatMap((pages) => [
        JSON.stringify(list(pages, 'idle')),
        JSON.stringify(list(pages, 'marking')),
      ]),
    );
  });

  it('"mark all read" is offered when every shown message is unread too', () => {
    const messages = [message(1, false), message(2, false)];
    expect(view.selectCanMarkAll(at(list('idle', 'idle'), { messages }))).toBe(true);
  });

  it('"mark all read" is not offered when every message is read or there are none', () => {
    expect(where(view.selectCanMarkAll, { messages: [message(1, true), message(2, true)] })).toEqual([]);
    expect(where(view.selectCanMarkAll, { messages: [] })).toEqual([]);
  });

  it('gives the messages as held', () => {
    const messages = [message(1, false)];
    expect(view.selectMessages(at(list('idle', 'idle'), { messages }))).toBe(messages);
  });

  it('the reader shows the message whose id is open', () => {
    const messages = [message(1, false), message(2, true), message(3, false)];
    expect(view.selectOpenMessage(at(list('idle', 'idle'), { messages, openId: 2 }))).toEqual(message(2, true));
    expect(view.selectOpenMessage(at(list('idle', 'idle'), { messages, openId: 3 }))).toEqual(message(3, false));
  });

  it('the reader is closed (null) when no id is open or the open id is not among the messages', () => {
    const messages = [message(1, false), message(2, true)];
    expect(view.selectOpenMessage(at(list('idle', 'idle'), { messages, openId: null }))).toBeNull();
    expect(view.selectOpenMessage(at(list('idle', 'idle'), { messages, openId: 9 }))).toBeNull();
  });

  it("the phase is the machine's state as JSON", () => {
    expect(view.selectPhase(at('loading'))).toBe('"loading"');
    expect(view.selectPhase(at(list('moreFailed', 'marking')))).toBe(
      '{"list":{"pages":"moreFailed","reading":"marking"}}',
    );
  });
});
