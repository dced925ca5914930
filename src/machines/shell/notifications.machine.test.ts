import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, fromCallback, SimulatedClock } from 'xstate';
import { notificationsMachine } from './notifications.machine';

/** A machine that asked for a dialog: it records the answers it hears. */
function asker() {
  const heard: AnyEventObject[] = [];
  const ref = createActor(fromCallback<AnyEventObject>(({ receive }) => receive((e) => heard.push(e)))).start();
  return { ref, heard };
}

function notifications() {
  const clock = new SimulatedClock();
  const actor = createActor(notificationsMachine, { clock }).start();
  const errors: unknown[] = [];
  actor.subscribe({ error: (e) => errors.push(e) });
  /** Lets the open dialog close (200 ms) and the next one open past its mask guard (300 ms). */
  const next = () => {
    clock.increment(200);
    clock.increment(300);
  };
  return { actor, errors, next };
}

describe('notifications: a dialog answers the machine that asked (§4 logout confirm, Cancel and Submit)', () => {
  it('sends the confirm event on confirm, the cancel event on cancel or a mask click', () => {
    const { ref, heard } = asker();
    const { actor, errors, next } = notifications();
    const ask = { replyTo: ref, confirmEvent: { type: 'LOGOUT' }, cancelEvent: { type: 'STAY' } };
    for (let i = 0; i < 3; i++) actor.send({ type: 'CONFIRM', message: { key: 'sure to log out?' }, ...ask });
    actor.send({ type: 'DIALOG_CONFIRM' });
    next();
    actor.send({ type: 'DIALOG_CANCEL' });
    next();
    actor.send({ type: 'DIALOG_MASK' });
    expect(heard).toEqual([{ type: 'LOGOUT' }, { type: 'STAY' }, { type: 'STAY' }]);
    expect(errors).toEqual([]);
  });

  it('answers the same whether the dialog is still opening or open', () => {
    const { ref, heard } = asker();
    const { actor, errors, next } = notifications();
    const ask = { replyTo: ref, confirmEvent: { type: 'LOGOUT' }, cancelEvent: { type: 'STAY' } };
    for (let i = 0; i < 2; i++) actor.send({ type: 'CONFIRM', message: { key: 'sure to log out?' }, ...ask });
    // The first is answered while opening (cancel), the second once open (confirm).
    actor.send({ type: 'DIALOG_CANCEL' });
    next();
    actor.send({ type: 'DIALOG_CONFIRM' });
    expect(heard).toEqual([{ type: 'STAY' }, { type: 'LOGOUT' }]);
    expect(errors).toEqual([]);
  });

  it('sends nothing for an answer the asker did not name', () => {
    const { ref, heard } = asker();
    const { actor, errors, next } = notifications();
    actor.send({ type: 'ALERT', message: { key: 'ok only' }, replyTo: ref });
    actor.send({ type: 'ALERT', message: { key: 'ok only' }, replyTo: ref });
    actor.send({ type: 'DIALOG_CONFIRM' });
    next();
    actor.send({ type: 'DIALOG_CANCEL' });
    expect(heard).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('answers no one when no one asked to hear', () => {
    const { actor, errors, next } = notifications();
    actor.send({ type: 'CONFIRM', message: { key: 'a' }, confirmEvent: { type: 'YES' }, cancelEvent: { type: 'NO' } });
    actor.send({ type: 'CONFIRM', message: { key: 'b' }, confirmEvent: { type: 'YES' }, cancelEvent: { type: 'NO' } });
    actor.send({ type: 'DIALOG_CONFIRM' });
    next();
    actor.send({ type: 'DIALOG_CANCEL' });
    expect(errors).toEqual([]);
    expect(actor.getSnapshot().value).toEqual({ toast: 'hidden', dialog: 'closing', loading: 'idle' });
  });
});
