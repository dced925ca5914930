import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { secondsLeft, smsCountdownMachine } from './smsCountdown.machine';

const tick = () => new Promise((r) => setTimeout(r, 0));

function start(opts: { fail?: boolean; thirdParty?: boolean; tickMs?: number } = {}) {
  const clock = new SimulatedClock();
  const machine = smsCountdownMachine.provide({
    actors: {
      sendSms: fromPromise(async () => {
        if (opts.fail) throw new Error('Too many requests');
        return { expiredMinutes: 2 };
      }),
    },
  });
  const actor = createActor(machine, { input: { thirdParty: opts.thirdParty, tickMs: opts.tickMs }, clock }).start();
  return { actor, clock };
}

describe('SMS countdown', () => {
  it('counts expiry minutes x 60 s down to idle', async () => {
    const { actor, clock } = start({ tickMs: 500 });
    actor.send({ type: 'SEND', mobileNum: '912345678', countryDialingCode: '63' });
    expect(actor.getSnapshot().value).toBe('sending');
    await tick();
    expect(actor.getSnapshot().value).toBe('counting');
    expect(secondsLeft(actor.getSnapshot().context)).toBe(120);
    clock.increment(500);
    expect(secondsLeft(actor.getSnapshot().context)).toBe(120);
    clock.increment(500);
    expect(secondsLeft(actor.getSnapshot().context)).toBe(119);
    for (let i = 0; i < 237; i++) clock.increment(500);
    expect(actor.getSnapshot().value).toBe('counting');
    clock.increment(500);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('uses one minute with third-party verification', async () => {
    const { actor } = start({ thirdParty: true });
    actor.send({ type: 'SEND', mobileNum: '1', countryDialingCode: '63' });
    await tick();
    expect(secondsLeft(actor.getSnapshot().context)).toBe(60);
  });

  it('returns to idle with the server message when sending fails', async () => {
    const { actor } = start({ fail: true });
    actor.send({ type: 'SEND', mobileNum: '1', countryDialingCode: '63' });
    await tick();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.lastError).toBe('Too many requests');
  });
});
