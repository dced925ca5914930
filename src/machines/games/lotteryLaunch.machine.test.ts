// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, fromPromise, setup, waitFor } from 'xstate';
import { recorder, standInRoot } from '../../../tests/support/standInSystem';
import { pathTo } from '../../domain/shell/paths';
import {
  type FrameHandOver,
  type LaunchRequest,
  type LotteryLaunch,
  type LotteryLaunchInput,
  lotteryLaunchMachine,
} from './lotteryLaunch.machine';

/** The frame's hand-over as the root provides it: in memory, taken once (services/games/frameHandOver.ts). */
let handed: FrameHandOver | null = null;
const handedOverUrl = (frame: FrameHandOver['frame']) =>
  handed && JSON.stringify(handed.frame) === JSON.stringify(frame) ? handed.url : undefined;

const game = {
  vendor: 'TCG_LOTTO_VN',
  gameCode: 'VN_ST45',
  prizeMode: 'ModeElott',
  playType: 'ent' as const,
  pageBack: true,
};
const input: LotteryLaunchInput = { ...game, loggedIn: true, nodeId: '31' };
const answer: LotteryLaunch = { url: '/demo-game/lottery/TCG_LOTTO_VN/VN_ST45?t=1', mui: 'demo', gameId: 'VN_ST45' };
/** What the frame at /m/lotto-h5/demo/ent/games/VN_ST45?...&vendor=TCG_LOTTO_VN gives its machine. */
const frameInput = (url: string | undefined): LotteryLaunchInput => ({ ...game, loggedIn: true, inFrame: true, url });
const frameKey = { vendor: 'TCG_LOTTO_VN', playType: 'ent', gameId: 'VN_ST45' };

function stubbed(answers: (LotteryLaunch | Error)[]) {
  const asked: unknown[] = [];
  const machine = lotteryLaunchMachine.provide({
    actors: {
      launchLottery: fromPromise<LotteryLaunch, LaunchRequest>(async ({ input: request }) => {
        asked.push(request);
        const next = answers.shift() ?? new Error('no answer');
        if (next instanceof Error) throw next;
        return next;
      }),
    },
    actions: {
      handOverToFrame: (_: unknown, params: FrameHandOver) => {
        handed = params;
      },
      forgetHandOver: () => {
        handed = null;
      },
    },
  });
  return { machine, asked };
}

/** What the machines send to the app-level notifications and launch actors. */
const sent: { to: string; event: AnyEventObject }[] = [];
const root = standInRoot({
  notifications: recorder('notifications', sent),
  launch: recorder('launch', sent),
  navigator: recorder('navigator', sent),
  siteConfig: setup({}).createMachine({ context: { config: { merchantCode: 'demo' } } }),
});
const toNavigator = () => sent.filter((s) => s.to === 'navigator').map((s) => s.event);

beforeEach(() => {
  sent.length = 0;
  handed = null;
  history.replaceState(null, '', '/m/launchGame?vendor=TCG_LOTTO_VN&code=VN_ST45&nodeId=31');
});

describe('lottery launcher (§2 /m/launchGame and lottery frame, §4 launch flow)', () => {
  it("opens the frame at the launcher's mui and game id, handing the game page over in memory only", async () => {
    const { machine, asked } = stubbed([answer]);
    const actor = createActor(machine, { input, parent: root }).start();
    await waitFor(actor, (s) => s.matches('playing'));
    expect(asked).toEqual([
      { vendor: 'TCG_LOTTO_VN', gameCode: 'VN_ST45', prizeMode: 'ModeElott', playType: 'ent', merchant: 'demo' },
    ]);
    // The frame replaces the launcher's address; the page goes over in memory, not in the address or history.
    expect(toNavigator()).toEqual([
      {
        type: 'NAVIGATE',
        to: '/m/lotto-h5/demo/ent/games/VN_ST45?prize_mode=ModeElott&pageBack=home&vendor=TCG_LOTTO_VN',
        replace: true,
      },
    ]);
    expect(handedOverUrl(frameKey)).toBe(answer.url);
  });

  it('the frame plays the handed-over page without asking, and takes it: coming back to the frame asks again', async () => {
    const launcher = stubbed([answer]);
    await waitFor(createActor(launcher.machine, { input, parent: root }).start(), (s) => s.matches('playing'));

    const opened = stubbed([]);
    const frame = createActor(opened.machine, { input: frameInput(handedOverUrl(frameKey)), parent: root }).start();
    expect(frame.getSnapshot().matches('playing')).toBe(true);
    expect(frame.getSnapshot().context.url).toBe(answer.url);
    expect(opened.asked).toEqual([]);
    expect(handedOverUrl(frameKey)).toBeUndefined();

    // Back, then Forward to the frame (or a reload, where the memory is gone): nothing handed over, so it asks.
    const fresh = { ...answer, url: '/demo-game/lottery/TCG_LOTTO_VN/VN_ST45?t=2' };
    const again = stubbed([fresh]);
    const revisited = createActor(again.machine, { input: frameInput(handedOverUrl(frameKey)), parent: root }).start();
    await waitFor(revisited, (s) => s.matches('playing'));
    expect(again.asked).toHaveLength(1);
    expect(revisited.getSnapshot().context.url).toBe(fresh.url);
  });

  it('a reloaded frame asks the launcher and shows the game where it is: no navigation, no hand-over', async () => {
    const { machine, asked } = stubbed([answer]);
    const frame = createActor(machine, { input: frameInput(undefined), parent: root }).start();
    await waitFor(frame, (s) => s.matches('playing'));
    expect(asked).toHaveLength(1);
    expect(frame.getSnapshot().context.url).toBe(answer.url);
    expect(toNavigator()).toEqual([]);
    expect(handedOverUrl(frameKey)).toBeUndefined();
    expect(sent.filter((s) => s.to === 'launch')).toEqual([]);
  });

  it("sends a visitor to /m/login with 'please log in', replacing the address, without asking the launcher", () => {
    const { machine, asked } = stubbed([answer]);
    const actor = createActor(machine, { input: { ...input, loggedIn: false }, parent: root }).start();
    expect(actor.getSnapshot().matches('loginRequired')).toBe(true);
    expect(sent).toEqual([
      {
        to: 'notifications',
        event: expect.objectContaining({ type: 'TOAST', message: { key: 'errors.in_logged_login' } }),
      },
      { to: 'navigator', event: { type: 'NAVIGATE', to: pathTo('login'), replace: true } },
    ]);
    expect(asked).toEqual([]);
  });

  it('reports the launch to the launch actor (recent games) only once the launcher answered', async () => {
    const { machine } = stubbed([new Error('down'), answer]);
    const actor = createActor(machine, { input, parent: root }).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(sent).toEqual([]);
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('playing'));
    expect(sent.filter((s) => s.to === 'launch')).toEqual([
      { to: 'launch', event: { type: 'LOTTERY_LAUNCHED', nodeId: '31' } },
    ]);
  });

  it('a failed launch offers a retry that asks again', async () => {
    const { machine, asked } = stubbed([
      new Error('down'),
      { url: '/demo-game/lottery/LOTT/lobby', mui: 'demo', gameId: 'lobby' },
    ]);
    const actor = createActor(machine, { input, parent: root }).start();
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('playing'));
    expect(asked).toHaveLength(2);
  });
});

describe('lottery launcher without a launch actor (a page under test)', () => {
  it('still opens the frame: nobody records the recent game', async () => {
    const { machine } = stubbed([answer]);
    const alone = standInRoot({ navigator: recorder('navigator', sent) });
    const actor = createActor(machine, { input, parent: alone }).start();
    await waitFor(actor, (s) => s.matches('playing'));
    expect(actor.getSnapshot().status).toBe('active');
    expect(toNavigator()).toHaveLength(1);
  });
});
