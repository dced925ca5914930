import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { LotteryLaunch } from '../services/api/lottery';
import { handedOverUrl, type LotteryLaunchInput, lotteryLaunchMachine } from './lotteryLaunch.machine';

const input: LotteryLaunchInput = {
  vendor: 'TCG_LOTTO_VN',
  gameCode: 'VN_ST45',
  prizeMode: 'ModeElott',
  playType: 'ent',
  pageBack: true,
};

function stubbed(answers: (LotteryLaunch | Error)[]) {
  const asked: unknown[] = [];
  const machine = lotteryLaunchMachine.provide({
    actors: {
      launchLottery: fromPromise<LotteryLaunch, Omit<LotteryLaunchInput, 'pageBack' | 'url'>>(
        async ({ input: request }) => {
          asked.push(request);
          const answer = answers.shift() ?? new Error('no answer');
          if (answer instanceof Error) throw answer;
          return answer;
        },
      ),
    },
  });
  return { machine, asked };
}

describe('lottery launcher (§2 /m/launchGame and lottery frame, §4 launch flow)', () => {
  it("opens the frame at the launcher's mui and game id, handing the game page over", async () => {
    history.replaceState(null, '', '/m/launchGame');
    const { machine, asked } = stubbed([
      { url: '/demo-game/lottery/TCG_LOTTO_VN/VN_ST45', mui: 'demo', gameId: 'VN_ST45' },
    ]);
    const actor = createActor(machine, { input }).start();
    await waitFor(actor, (s) => s.matches('playing'));
    expect(asked).toEqual([{ vendor: 'TCG_LOTTO_VN', gameCode: 'VN_ST45', prizeMode: 'ModeElott', playType: 'ent' }]);
    expect(`${location.pathname}${location.search}`).toBe(
      '/m/lotto-h5/demo/ent/games/VN_ST45?prize_mode=ModeElott&pageBack=home&vendor=TCG_LOTTO_VN',
    );
    expect(handedOverUrl(history.state)).toBe('/demo-game/lottery/TCG_LOTTO_VN/VN_ST45');
  });

  it('a frame given the launcher answer plays at once without asking again', () => {
    const { machine, asked } = stubbed([]);
    const actor = createActor(machine, { input: { ...input, url: '/demo-game/lottery/LOTT/LT_645' } }).start();
    expect(actor.getSnapshot().matches('playing')).toBe(true);
    expect(actor.getSnapshot().context.url).toBe('/demo-game/lottery/LOTT/LT_645');
    expect(asked).toEqual([]);
  });

  it('a failed launch offers a retry that asks again', async () => {
    const { machine, asked } = stubbed([
      new Error('down'),
      { url: '/demo-game/lottery/LOTT/lobby', mui: 'demo', gameId: 'lobby' },
    ]);
    const actor = createActor(machine, { input }).start();
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('playing'));
    expect(asked).toHaveLength(2);
  });

  it('reads only a handed-over page from the navigation state', () => {
    expect(handedOverUrl(null)).toBeUndefined();
    expect(handedOverUrl({ lotteryUrl: '' })).toBeUndefined();
    expect(handedOverUrl({ lotteryUrl: '/x' })).toBe('/x');
  });
});
