import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, fromPromise, waitFor } from 'xstate';
import { recorder, standInRoot } from '../../../tests/support/standInSystem';
import { type PaymentPasswordPayload, paymentPasswordMachine } from './paymentPassword.machine';

function harness(answer: () => Promise<void>) {
  const sent: { to: string; event: AnyEventObject }[] = [];
  const inputs: PaymentPasswordPayload[] = [];
  const root = standInRoot({ notifications: recorder('notifications', sent) });
  const machine = paymentPasswordMachine.provide({
    actors: {
      setPassword: fromPromise<void, PaymentPasswordPayload>(({ input }) => {
        inputs.push(input);
        return answer();
      }),
    },
  });
  const actor = createActor(machine, { parent: root }).start();
  return { actor, sent, inputs };
}

function fill(actor: ReturnType<typeof harness>['actor']) {
  actor.send({ type: 'CHANGE', field: 'loginPassword', value: 'secret1' });
  actor.send({ type: 'CHANGE', field: 'newPassword', value: '123456' });
  actor.send({ type: 'CHANGE', field: 'confirmPassword', value: '123456' });
}

describe('payment password', () => {
  it('a change clears only its own message; a change of the new password clears the confirmation too', () => {
    const { actor } = harness(async () => undefined);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({
      loginPassword: { key: 'wallet.withdraw.loginPasswordRequired' },
      newPassword: { key: 'wallet.withdraw.paymentPasswordRequired' },
      confirmPassword: { key: 'wallet.withdraw.confirmRequired' },
    });
    actor.send({ type: 'CHANGE', field: 'loginPassword', value: 'x' });
    expect(actor.getSnapshot().context.errors).toEqual({
      newPassword: { key: 'wallet.withdraw.paymentPasswordRequired' },
      confirmPassword: { key: 'wallet.withdraw.confirmRequired' },
    });
    actor.send({ type: 'CHANGE', field: 'newPassword', value: '1' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    expect(actor.getSnapshot().context.values).toEqual({ loginPassword: 'x', newPassword: '1', confirmPassword: '' });
  });

  it('a change of the confirmation keeps the other messages', () => {
    const { actor } = harness(async () => undefined);
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CHANGE', field: 'confirmPassword', value: '1' });
    expect(actor.getSnapshot().context.errors).toEqual({
      loginPassword: { key: 'wallet.withdraw.loginPasswordRequired' },
      newPassword: { key: 'wallet.withdraw.paymentPasswordRequired' },
    });
  });

  it('sends the typed passwords, toasts success and ends', async () => {
    const { actor, sent, inputs } = harness(async () => undefined);
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('saving');
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('done');
    expect(inputs).toEqual([{ password: 'secret1', newPaymentPassword: '123456', confirmPaymentPassword: '123456' }]);
    expect(sent).toEqual([
      {
        to: 'notifications',
        event: { type: 'TOAST', message: { key: 'wallet.withdraw.passwordSet' }, kind: 'success', durationMs: 3000 },
      },
    ]);
  });

  it('a wrong login password shows under its field', async () => {
    const { actor } = harness(() => Promise.reject({ code: 'OLD_PASSWORD_INCORRECT' }));
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.errors).toEqual({
      loginPassword: { key: 'wallet.withdraw.errors.OLD_PASSWORD_INCORRECT' },
    });
    expect(actor.getSnapshot().context.refusal).toBeNull();
  });

  it('another refusal shows as the form refusal, fields untouched', async () => {
    const { actor } = harness(() => Promise.reject({ code: 'TOO_MANY_ATTEMPTS' }));
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.errors).toEqual({});
    expect(actor.getSnapshot().context.refusal).toEqual({ key: 'wallet.withdraw.errors.TOO_MANY_ATTEMPTS' });
  });

  it("the server's field messages go on the fields they name", async () => {
    const { actor } = harness(() =>
      Promise.reject({ code: 'INVALID_INPUT', value: { fields: { newPaymentPassword: 'too simple' } } }),
    );
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.errors).toEqual({ newPassword: { text: 'too simple' } });
    expect(actor.getSnapshot().context.refusal).toBeNull();
  });

  it('field messages naming no form field fall back to the refusal', async () => {
    const { actor } = harness(() =>
      Promise.reject({ code: 'INVALID_INPUT', value: { fields: { somethingElse: 'bad' } } }),
    );
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.errors).toEqual({});
    expect(actor.getSnapshot().context.refusal).toEqual({ key: 'wallet.withdraw.errors.INVALID_INPUT' });
  });
});
