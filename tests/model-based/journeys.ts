import {
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventObject,
  SimulatedClock,
} from 'xstate';
import type { CatalogEntry } from '../../src/machines/catalog-types';
import { isDeclared } from '../../src/machines/shell/declared';
import { recorder } from '../support/standInSystem';
import { settleChild, stubbedMachine } from './harness';
import type { Effect, Expectation, Journey, JourneyStep, Sent } from './journey-types';

/** Lets promise callbacks and the mailboxes they feed run. */
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function describeStep(step: JourneyStep): string {
  if ('send' in step) return `send ${JSON.stringify(step.send)}`;
  if ('resolve' in step) return `resolve ${step.resolve}`;
  if ('reject' in step) return `reject ${step.reject}`;
  return `wait ${step.wait} ms`;
}

/** What a step did besides changing the snapshot. */
interface Observed {
  emitted: EventObject[];
  sent: Sent[];
  effects: Effect[];
}

/** Deep-comparable text of a value: an actor shows as `{ actor: id }` (its own JSON form is `{ xstate$$type, id }`). */
const plain = (value: unknown): string | undefined =>
  JSON.stringify(value, (_key, v) => (v && typeof v === 'object' && v.xstate$$type === 1 ? { actor: v.id } : v));

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !('actor' in value);

/** Where `got` differs from `expected`: a plain object by the keys it names (at every depth), anything else whole. */
function differences(label: string, got: unknown, expected: unknown): string[] {
  if (!isPlainObject(expected)) {
    return plain(got) === plain(expected) ? [] : [`${label} ${plain(got)}, expected ${plain(expected)}`];
  }
  return Object.entries(expected).flatMap(([key, value]) =>
    differences(`${label}.${key}`, (got as Record<string, unknown> | null | undefined)?.[key], value),
  );
}

/** The differences between what a step expects and what the actor shows (empty when it matches). */
function mismatches(
  snapshot: AnyMachineSnapshot,
  want: Expectation,
  observed: Observed,
  reads: Record<string, unknown> = {},
): string[] {
  const found: string[] = [];
  for (const [name, value] of Object.entries(want.view ?? {})) {
    const selector = reads[name];
    if (typeof selector !== 'function') {
      found.push(`view.${name}: no such selector in the journey's view module`);
      continue;
    }
    found.push(...differences(`view.${name}`, selector(snapshot), value));
  }
  for (const key of ['emitted', 'sent', 'effects'] as const) {
    const got = JSON.stringify(observed[key]);
    if (want[key] && got !== JSON.stringify(want[key]))
      found.push(`${key} ${got}, expected ${JSON.stringify(want[key])}`);
  }
  if (JSON.stringify(snapshot.value) !== JSON.stringify(want.state)) {
    found.push(`state ${JSON.stringify(snapshot.value)}, expected ${JSON.stringify(want.state)}`);
  }
  for (const [key, value] of Object.entries(want.context ?? {})) {
    const got = (snapshot.context as Record<string, unknown>)[key];
    if (JSON.stringify(got) !== JSON.stringify(value)) {
      found.push(`context.${key} ${JSON.stringify(got)}, expected ${JSON.stringify(value)}`);
    }
  }
  return found;
}

/** The machine with every declared effect (storage, the document…) recording its name and params instead. */
function recordingEffects(machine: AnyStateMachine, effects: Effect[]): AnyStateMachine {
  const actions: Record<string, (args: unknown, params: unknown) => void> = {};
  for (const [name, implementation] of Object.entries(machine.implementations.actions)) {
    if (!isDeclared(implementation)) continue;
    actions[name] = (_args, params) => effects.push(params === undefined ? { effect: name } : { effect: name, params });
  }
  return machine.provide({ actions });
}

/**
 * Replays a journey on the real machine (every named actor stubbed, a SimulatedClock) and returns the first
 * mismatch, or undefined when every step shows what the spec says.
 */
export async function runJourney(entry: CatalogEntry, journey: Journey): Promise<string | undefined> {
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
  const observed: Observed = { emitted: [], sent: [], effects: [] };
  const clock = new SimulatedClock();
  const actor = createActor(recordingEffects(stubbedMachine(entry), observed.effects), {
    clock,
    input: journey.input as never,
  });
  // App-level actors are absent when a machine runs alone: `system.get` answers with a stand-in that records what
  // the machine sends it.
  const system = actor.system as unknown as { get: (id: string) => AnyActorRef | undefined };
  const get = system.get.bind(system);
  const standIns = new Map<string, AnyActorRef>();
  system.get = (id: string) => {
    const found = get(id) ?? standIns.get(id);
    if (found) return found;
    const standIn = createActor(recorder(id, observed.sent)).start();
    standIns.set(id, standIn);
    return standIn;
  };
  const errors: unknown[] = [];
  actor.subscribe({ error: (err: unknown) => errors.push(err) });
  actor.on('*', (event: EventObject) => observed.emitted.push(event));
  const clear = () => {
    for (const list of Object.values(observed)) list.length = 0;
  };
  try {
    actor.start();
    await flush();
    const first = mismatches(actor.getSnapshot(), journey.start, observed, journey.reads);
    if (first.length) return `at start: ${first.join('; ')}`;
    for (const [i, step] of journey.steps.entries()) {
      clear();
      if ('send' in step) actor.send(step.send);
      else if ('resolve' in step) settleChild(actor, step.resolve, 'resolve', step.output);
      else if ('reject' in step) settleChild(actor, step.reject, 'reject', step.error ?? new Error('stub failure'));
      else clock.increment(step.wait);
      await flush();
      const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
      if (errors.length || snapshot.status === 'error') {
        return `step ${i + 1} (${describeStep(step)}): the actor failed: ${String(errors[0] ?? snapshot.error)}`;
      }
      const found = mismatches(snapshot, step, observed, journey.reads);
      if (found.length) return `step ${i + 1} (${describeStep(step)}): ${found.join('; ')}`;
    }
    return undefined;
  } finally {
    actor.stop();
    for (const standIn of standIns.values()) standIn.stop();
  }
}
