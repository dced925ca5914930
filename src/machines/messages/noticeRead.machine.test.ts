import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, fromPromise } from 'xstate';
import { recorder, standInRoot } from '../../../tests/support/standInSystem';
import { noticeReadMachine } from './noticeRead.machine';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A member's notice read flags, the mark-read call recording its inputs; `withSystem` adds a recording announcements actor. */
function member(withSystem: boolean) {
  const inputs: unknown[] = [];
  const sent: { to: string; event: AnyEventObject }[] = [];
  const root = withSystem ? standInRoot({ announcements: recorder('announcements', sent) }) : undefined;
  const actor = createActor(
    noticeReadMachine.provide({
      actors: {
        markRead: fromPromise<void, { id: string }>(async ({ input }) => {
          inputs.push(input);
        }),
      },
    }),
    { parent: root },
  ).start();
  actor.send({ type: 'SESSION_CHANGED', loggedIn: true });
  return { actor, inputs, sent };
}

describe('notice read flags (§4 marking an announcement read, §7 markAsRead)', () => {
  it("a member's read notice is marked on the server by its id, then the announcements reload", async () => {
    const { actor, inputs, sent } = member(true);
    actor.send({ type: 'MARK_READ', id: 'n7' });
    expect(actor.getSnapshot().context).toEqual({ loggedIn: true, read: ['n7'], queue: ['n7'] });
    await tick();
    expect(inputs).toEqual([{ id: 'n7' }]);
    expect(sent).toEqual([{ to: 'announcements', event: { type: 'RELOAD' } }]);
    expect(actor.getSnapshot().value).toEqual({ member: 'throttled' });
  });

  it('run alone (no announcements actor) the mark still goes through and the flags stay usable', async () => {
    const { actor, inputs } = member(false);
    actor.send({ type: 'MARK_READ', id: 'n7' });
    await tick();
    expect(inputs).toEqual([{ id: 'n7' }]);
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().value).toEqual({ member: 'throttled' });
    expect(actor.getSnapshot().context).toEqual({ loggedIn: true, read: ['n7'], queue: [] });
  });
});
