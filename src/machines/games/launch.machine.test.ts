import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, fromPromise, waitFor } from 'xstate';
import { recorder, standInRoot } from '../../../tests/support/standInSystem';
import type { Game } from '../../domain/games/games';
import type { LaunchRequest } from '../../domain/games/launch';
import { pathTo } from '../../domain/shell/paths';
import { launchMachine } from './launch.machine';

const slot: Game = { nodeId: 7, gameId: 'g7', vassalage: 'PGX', gameType: 'RNG', supportPlay: 0 };
const paidOnly: Game = { ...slot, nodeId: 8, gameId: 'g8', supportPlay: 1 };

/** The launch machine with stubbed calls that remember what they were asked. */
function stubbed(options: { recordFails?: boolean; launchFails?: boolean } = {}) {
  const launched: LaunchRequest[] = [];
  const recorded: string[] = [];
  const machine = launchMachine.provide({
    actors: {
      launchCall: fromPromise<string, { request: LaunchRequest | null }>(async ({ input }) => {
        if (input.request) launched.push(input.request);
        if (options.launchFails) throw new Error('launch refused');
        return `/demo-game/${input.request?.nodeId}`;
      }),
      recordRecent: fromPromise<void, { nodeId: string | null }>(async ({ input }) => {
        recorded.push(String(input.nodeId));
        if (options.recordFails) throw new Error('recent refused');
      }),
    },
    actions: { openGame: () => {}, showLoading: () => {}, hideLoading: () => {} },
  });
  const sent: { to: string; event: AnyEventObject }[] = [];
  const root = standInRoot({ navigator: recorder('navigator', sent) });
  return { actor: createActor(machine, { parent: root }).start(), launched, recorded, sent };
}

describe('launch machine: free play (§4 generic launcher, §7 free-play flags)', () => {
  it('a trial member (type 4) launches in free-play mode where the game supports it', async () => {
    const { actor, launched } = stubbed();
    actor.send({ type: 'LAUNCH', game: slot, loggedIn: true, memberType: 4, mapping: {} });
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'LAUNCH', game: paidOnly, loggedIn: true, memberType: 4, mapping: {} });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(launched.map((r) => [r.nodeId, r.supportFreePlay, r.freePlay])).toEqual([
      ['7', true, true],
      ['8', false, false],
    ]);
  });

  it('a real member launches for real even where free play is supported', async () => {
    const { actor, launched } = stubbed();
    actor.send({ type: 'LAUNCH', game: slot, loggedIn: true, memberType: 0, mapping: {} });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(launched[0]).toMatchObject({ nodeId: '7', supportFreePlay: true, freePlay: false });
  });
});

describe('launch machine: recent game add (§7)', () => {
  it('adds a game to the recent games once its launch answered', async () => {
    const { actor, recorded } = stubbed();
    actor.send({ type: 'LAUNCH', game: slot, loggedIn: true, memberType: 0, mapping: {} });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(recorded).toEqual(['7']);
  });

  it('records nothing when the launch fails, and a failed record leaves the machine ready', async () => {
    const failedLaunch = stubbed({ launchFails: true });
    failedLaunch.actor.send({ type: 'LAUNCH', game: slot, loggedIn: true, mapping: {} });
    await waitFor(failedLaunch.actor, (s) => s.matches('idle'));
    expect(failedLaunch.recorded).toEqual([]);

    const failedRecord = stubbed({ recordFails: true });
    failedRecord.actor.send({ type: 'LAUNCH', game: slot, loggedIn: true, mapping: {} });
    await waitFor(failedRecord.actor, (s) => s.matches('idle'));
    expect(failedRecord.recorded).toEqual(['7']);
    expect(failedRecord.actor.getSnapshot().context.recent).toBeNull();
  });

  it('records nothing at the tap on a lottery game: it goes to the lottery launcher with its node id', () => {
    const { actor, recorded, sent } = stubbed();
    const lottery: Game = { nodeId: 31, vassalage: 'LOTT', gameCode: 'LT_645', gameType: 'LOTT' };
    actor.send({ type: 'LAUNCH', game: lottery, loggedIn: true, mapping: {} });
    const to = new URL(String(sent[0]?.event.to), 'http://site');
    expect(to.pathname).toBe('/m/launchGame');
    expect(to.searchParams.get('nodeId')).toBe('31');
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(recorded).toEqual([]);
  });

  it('records a lottery game once the lottery launcher reports that it answered, but not a lottery lobby', async () => {
    const { actor, recorded } = stubbed();
    actor.send({ type: 'LOTTERY_LAUNCHED', nodeId: '' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    actor.send({ type: 'LOTTERY_LAUNCHED', nodeId: '31' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(recorded).toEqual(['31']);
  });

  it('a visitor records nothing: the launch goes to login first', () => {
    const { actor, recorded, launched, sent } = stubbed();
    actor.send({ type: 'LAUNCH', game: slot, loggedIn: false, mapping: {} });
    expect(sent).toEqual([{ to: 'navigator', event: { type: 'NAVIGATE', to: pathTo('login'), replace: false } }]);
    expect([recorded, launched]).toEqual([[], []]);
  });
});
