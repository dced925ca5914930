import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { recorder, standInRoot } from '../../../tests/support/standInSystem';
import { startLotteryMachine } from './startLottery.machine';

describe('start a lottery game (§2 /m/startLottery)', () => {
  it('hands the named game to the launch actor once, as a lottery game of its vendor', () => {
    const sent: { to: string; event: { type: string } }[] = [];
    const root = standInRoot({ launch: recorder('launch', sent) });
    createActor(startLotteryMachine, {
      input: { vendor: 'TCG_LOTTO_VN', code: 'VN_ST45', lottoMode: 'ent' },
      parent: root,
    }).start();
    expect(sent).toEqual([
      {
        to: 'launch',
        event: {
          type: 'LAUNCH',
          game: {
            nodeId: 'TCG_LOTTO_VN-VN_ST45',
            vassalage: 'TCG_LOTTO_VN',
            gameCode: 'VN_ST45',
            gameId: 'VN_ST45',
            lottoMode: 'ent',
          },
        },
      },
    ]);
  });

  it('runs without a launch actor (a page under test): nothing to hand the game to', () => {
    const actor = createActor(startLotteryMachine, {
      input: { vendor: 'LOTT', code: 'lobby', lottoMode: '' },
    }).start();
    expect(actor.getSnapshot().status).toBe('active');
  });
});
