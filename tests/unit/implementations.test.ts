import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyActorLogic, AnyStateMachine } from 'xstate';
import { browserImplementations } from '../../src/app/implementations/browser';
import {
  loadMemberImplementations,
  loadProtectionImplementations,
  loadWalletImplementations,
} from '../../src/app/implementations/lateImplementations';
import { appMachines, providedOf } from '../../src/app/root';
import { catalog } from '../../src/machines/catalog';
import { isDeclared } from '../../src/machines/shell/declared';

/**
 * Machines declare their calls and effects (machines/shell/declared.ts); the browser's root must implement every one,
 * for every machine the app runs and every child machine it invokes, or the player meets a call that throws.
 */
function isMachine(logic: unknown): logic is AnyStateMachine {
  return typeof logic === 'object' && logic !== null && 'implementations' in logic && 'root' in logic;
}

function unimplemented(name: string, machine: AnyStateMachine): string[] {
  const { actors, actions } = machine.implementations as {
    actors: Record<string, AnyActorLogic>;
    actions: Record<string, unknown>;
  };
  return [
    ...Object.entries(actions)
      .filter(([, action]) => isDeclared(action))
      .map(([id]) => `${name}: action ${id}`),
    ...Object.entries(actors).flatMap(([id, actor]) => {
      if (isDeclared(actor)) return [`${name}: actor ${id}`];
      return isMachine(actor) ? unimplemented(`${name} > ${id}`, actor) : [];
    }),
  ];
}

describe('every declared effect has its browser implementation', () => {
  // The wallet's, the member centre's and player protection's implementations load later; the check covers them too.
  beforeAll(async () => {
    await loadWalletImplementations();
    await loadMemberImplementations();
    await loadProtectionImplementations();
  });

  it('the catalog declares some effects (the check below can fail)', () => {
    expect(catalog.flatMap((entry) => unimplemented(entry.machine.id, entry.machine)).length).toBeGreaterThan(10);
  });

  it.each(catalog.map((entry) => [entry.machine.id, entry.machine] as const))('%s', (_id, machine) => {
    expect(unimplemented(machine.id, providedOf(browserImplementations, machine))).toEqual([]);
  });

  it('the navigator is the browser one', () => {
    expect(providedOf(browserImplementations, appMachines.navigator, 'navigator')).not.toBe(appMachines.navigator);
  });
});
