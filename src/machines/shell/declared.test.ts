import { describe, expect, it } from 'vitest';
import { type AnyActorLogic, type AnyStateMachine, createActor, toPromise } from 'xstate';
import { announcementsMachine } from '../messages/announcements.machine';
import { helpMachine } from '../messages/help.machine';
import { declaredCall, declaredEffect, isDeclared } from './declared';
import { languageMachine } from './language.machine';
import { systemStatusMachine } from './systemStatus.machine';
import { themeMachine } from './theme.machine';

describe('declared calls and effects (ARCHITECTURE: the root provides all I/O)', () => {
  it('a declared call run unprovided fails, naming itself and where to provide it', async () => {
    const actor = createActor(declaredCall<string>('area.call')).start();
    await expect(toPromise(actor)).rejects.toThrow(
      'area.call has no implementation: provide it at the root (src/app/implementations)',
    );
  });

  it('a declared effect does nothing until provided', () => {
    expect(declaredEffect()({}, undefined)).toBeUndefined();
  });

  it('knows its own declarations, and nothing else', () => {
    expect(isDeclared(declaredCall('area.call'))).toBe(true);
    expect(isDeclared(declaredEffect())).toBe(true);
    expect(isDeclared(() => undefined)).toBe(false);
    expect(isDeclared({})).toBe(false);
    expect(isDeclared(null)).toBe(false);
    expect(isDeclared('area.call')).toBe(false);
    expect(isDeclared(undefined)).toBe(false);
  });

  const machines: AnyStateMachine[] = [
    languageMachine,
    systemStatusMachine,
    themeMachine,
    announcementsMachine,
    helpMachine,
  ];
  it.each(machines.map((m) => [m.id, m] as const))(
    '%s: each declared call names its machine and actor',
    async (_id, machine) => {
      const declared = Object.entries(machine.implementations.actors as Record<string, AnyActorLogic>).filter(
        ([, logic]) => isDeclared(logic),
      );
      expect(declared.length).toBeGreaterThan(0);
      for (const [src, logic] of declared) {
        const actor = createActor(logic, { input: {} }).start();
        await expect(toPromise(actor)).rejects.toThrow(`${machine.id}.${src} has no implementation`);
      }
    },
  );
});
