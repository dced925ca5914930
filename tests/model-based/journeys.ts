import { type AnyActorRef, type AnyMachineSnapshot, createActor, type EventObject, SimulatedClock } from 'xstate';
import { standIn } from '../../src/flows/paths';
import type { CatalogEntry } from '../../src/machines/catalog-types';
import { settleChild, stubbedMachine } from './harness';
import type { Expectation, Journey, JourneyStep } from './journey-types';

/** Lets promise callbacks and the mailboxes they feed run. */
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function describeStep(step: JourneyStep): string {
  if ('send' in step) return `send ${JSON.stringify(step.send)}`;
  if ('resolve' in step) return `resolve ${step.resolve}`;
  if ('reject' in step) return `reject ${step.reject}`;
  return `wait ${step.wait} ms`;
}

/** The differences between what a step expects and what the actor shows (empty when it matches). */
function mismatches(snapshot: AnyMachineSnapshot, want: Expectation, emitted: EventObject[]): string[] {
  const found: string[] = [];
  if (want.emitted && JSON.stringify(emitted) !== JSON.stringify(want.emitted)) {
    found.push(`emitted ${JSON.stringify(emitted)}, expected ${JSON.stringify(want.emitted)}`);
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

/**
 * Replays a journey on the real machine (every named actor stubbed, a SimulatedClock) and returns the first
 * mismatch, or undefined when every step shows what the spec says.
 */
export async function runJourney(entry: CatalogEntry, journey: Journey): Promise<string | undefined> {
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
  const clock = new SimulatedClock();
  const actor = createActor(stubbedMachine(entry), { clock, input: journey.input as never });
  // App-level actors are absent when a machine runs alone: `system.get` answers with a stand-in.
  const system = actor.system as unknown as { get: (id: string) => AnyActorRef | undefined };
  const get = system.get.bind(system);
  system.get = (id: string) => get(id) ?? standIn(id);
  const errors: unknown[] = [];
  actor.subscribe({ error: (err: unknown) => errors.push(err) });
  let emitted: EventObject[] = [];
  actor.on('*', (event: EventObject) => emitted.push(event));
  try {
    actor.start();
    await flush();
    const first = mismatches(actor.getSnapshot(), journey.start, emitted);
    if (first.length) return `at start: ${first.join('; ')}`;
    for (const [i, step] of journey.steps.entries()) {
      emitted = [];
      if ('send' in step) actor.send(step.send);
      else if ('resolve' in step) settleChild(actor, step.resolve, 'resolve', step.output);
      else if ('reject' in step) settleChild(actor, step.reject, 'reject', step.error ?? new Error('stub failure'));
      else clock.increment(step.wait);
      await flush();
      const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
      if (errors.length || snapshot.status === 'error') {
        return `step ${i + 1} (${describeStep(step)}): the actor failed: ${String(errors[0] ?? snapshot.error)}`;
      }
      const found = mismatches(snapshot, step, emitted);
      if (found.length) return `step ${i + 1} (${describeStep(step)}): ${found.join('; ')}`;
    }
    return undefined;
  } finally {
    actor.stop();
  }
}
