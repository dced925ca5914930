import * as noticeReadView from '../../../src/machines/messages/noticeRead.view';
import type { Journey } from '../journey-types';

/** Spec journeys of the notices (§4 "Marking an announcement read", §7 markAsRead throttled 150 ms). */

const reload = { to: 'announcements', event: { type: 'RELOAD' } };
const markFailed = {
  to: 'notifications',
  event: { type: 'TOAST', message: { key: 'notice.markFailed' }, kind: 'error', durationMs: 3000 },
};

export const noticesJourneys: Journey[] = [
  {
    machine: 'noticeRead',
    name: 'a member: flagged read at once, then the mark-read call, then the announcements reload',
    spec: '§4 Marking an announcement read',
    reads: noticeReadView,
    start: { state: 'visitor', context: { loggedIn: false, read: [], queue: [] } },
    steps: [
      {
        send: { type: 'SESSION_CHANGED', loggedIn: true },
        state: { member: 'idle' },
        context: { loggedIn: true, read: [] },
      },
      // The flag comes first: the badge falls before the server answers.
      {
        send: { type: 'MARK_READ', id: '11' },
        state: { member: 'marking' },
        context: { read: ['11'], queue: ['11'] },
        view: { localReads: ['11'] },
        sent: [],
      },
      { resolve: 'markRead', state: { member: 'throttled' }, context: { queue: [] }, sent: [reload] },
      { wait: 150, state: { member: 'idle' }, sent: [] },
      // Opening a notice already flagged does not call again.
      { send: { type: 'MARK_READ', id: '11' }, state: { member: 'idle' }, context: { read: ['11'] } },
    ],
  },
  {
    machine: 'noticeRead',
    name: 'mark-read calls are 150 ms apart; notices read meanwhile wait their turn',
    spec: '§7 Mark read: announcementId and read true, throttled 150 ms',
    start: { state: 'visitor' },
    steps: [
      { send: { type: 'SESSION_CHANGED', loggedIn: true }, state: { member: 'idle' } },
      { send: { type: 'MARK_READ', id: '11' }, state: { member: 'marking' } },
      // Read while the first call runs: flagged at once, queued for its own call.
      {
        send: { type: 'MARK_READ', id: '12' },
        state: { member: 'marking' },
        context: { read: ['11', '12'], queue: ['11', '12'] },
      },
      { resolve: 'markRead', state: { member: 'throttled' }, context: { queue: ['12'] }, sent: [reload] },
      {
        send: { type: 'MARK_READ', id: '13' },
        state: { member: 'throttled' },
        context: { read: ['11', '12', '13'], queue: ['12', '13'] },
      },
      { wait: 149, state: { member: 'throttled' } },
      { wait: 1, state: { member: 'marking' }, context: { queue: ['12', '13'] } },
      // A failed call keeps the local flag (the notice was read here) and says the server did not keep it.
      {
        reject: 'markRead',
        state: { member: 'throttled' },
        context: { read: ['11', '12', '13'], queue: ['13'] },
        sent: [markFailed],
      },
      { wait: 150, state: { member: 'marking' } },
      // A call that never answers ends with the request timeout, like a failure.
      { wait: 19_999, state: { member: 'marking' } },
      { wait: 1, state: { member: 'throttled' }, context: { queue: [] }, sent: [markFailed] },
      { wait: 150, state: { member: 'idle' } },
    ],
  },
  {
    machine: 'noticeRead',
    name: "a visitor's read flags stay local (no call); login and logout forget them",
    spec: '§4 Marking an announcement read, §6 Visitor',
    reads: noticeReadView,
    start: { state: 'visitor', view: { localReads: [] } },
    steps: [
      {
        send: { type: 'MARK_READ', id: '11' },
        state: 'visitor',
        context: { read: ['11'], queue: [] },
        view: { localReads: ['11'] },
        sent: [],
      },
      { send: { type: 'MARK_READ', id: '' }, state: 'visitor', context: { read: ['11'] } },
      { send: { type: 'SESSION_CHANGED', loggedIn: false }, state: 'visitor', context: { read: ['11'] } },
      // The member's own flags come with the reload that follows a login.
      { send: { type: 'SESSION_CHANGED', loggedIn: true }, state: { member: 'idle' }, context: { read: [] } },
      { send: { type: 'MARK_READ', id: '12' }, state: { member: 'marking' }, context: { read: ['12'] } },
      { send: { type: 'SESSION_CHANGED', loggedIn: true }, state: { member: 'marking' } },
      {
        send: { type: 'SESSION_CHANGED', loggedIn: false },
        state: 'visitor',
        context: { loggedIn: false, read: [], queue: [] },
        sent: [],
      },
    ],
  },
];
