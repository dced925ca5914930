import { createMachine } from 'xstate';
import { getShortestPaths } from 'xstate/graph';

/**
 * A UI walk's model (in the style of kiesraad/abacus's model-based e2e tests): a small hand-written machine of a
 * flow as a person sees it, with flat states (what the page shows) and events (what the person does). It knows no
 * Playwright, so the Vitest check (tests/model-based/ui-walks.test.ts) can read it next to the real machines.
 */
export interface WalkModel {
  /** The flow's name, used in test titles. */
  readonly id: string;
  readonly initial: string;
  readonly states: Readonly<
    Record<string, { readonly description: string; readonly on?: Readonly<Record<string, string>> }>
  >;
}

export type WalkState<M extends WalkModel> = keyof M['states'] & string;

export type WalkEvent<M extends WalkModel> = {
  [S in keyof M['states']]: M['states'][S] extends { readonly on: infer On } ? keyof On & string : never;
}[keyof M['states']];

/**
 * What the model stands for in the real machines: each model state names the machine state id(s) the app is in
 * then (`<machine id>.<path>`, e.g. `login.form.editing`), each model event the machine event type(s) the UI sends
 * for it (`<machine id>:<TYPE>`, e.g. `login:SUBMIT`). A renamed machine state or event fails the Vitest check.
 */
export interface MachineLinks<M extends WalkModel> {
  readonly states: Readonly<Record<WalkState<M>, readonly string[]>>;
  readonly events: Readonly<Record<WalkEvent<M>, readonly string[]>>;
}

export interface WalkStep {
  readonly event: string;
  readonly target: string;
}

export interface WalkPath {
  readonly title: string;
  readonly steps: readonly WalkStep[];
}

/** The model as an XState machine (for xstate/graph). */
export function modelMachine(model: WalkModel) {
  const states: Record<string, { on?: Record<string, string> }> = {};
  for (const [name, state] of Object.entries(model.states)) states[name] = state.on ? { on: { ...state.on } } : {};
  return createMachine({ id: model.id, initial: model.initial, states });
}

const describePath = (model: WalkModel, steps: readonly WalkStep[]) =>
  [model.initial, ...steps.map((s) => `${s.event} → ${s.target}`)].join(' · ');

/**
 * One path per transition of the model: the shortest path (xstate/graph `getShortestPaths`) to the transition's
 * source, then the transition. Paths that are the start of a longer one are dropped, so every transition is walked
 * at least once without a path explosion.
 */
export function walkPaths(model: WalkModel): WalkPath[] {
  const toState = new Map<string, WalkStep[]>();
  for (const path of getShortestPaths(modelMachine(model))) {
    const steps = path.steps.slice(1).map((step) => ({ event: step.event.type, target: String(step.state.value) }));
    toState.set(String(path.state.value), steps);
  }
  const candidates: WalkStep[][] = [];
  for (const [source, state] of Object.entries(model.states)) {
    const prefix = toState.get(source);
    if (!prefix) throw new Error(`model ${model.id}: state ${source} cannot be reached`);
    for (const [event, target] of Object.entries(state.on ?? {})) candidates.push([...prefix, { event, target }]);
  }
  const key = (steps: readonly WalkStep[]) => steps.map((s) => `${s.event}>${s.target}`).join('|');
  const keys = candidates.map(key);
  const kept = candidates.filter((_, i) => {
    const own = keys[i] ?? '';
    return keys.indexOf(own) === i && !keys.some((other) => other.startsWith(`${own}|`));
  });
  return kept.map((steps) => ({ title: describePath(model, steps), steps }));
}

/** Every transition of the model as `source --EVENT--> target`. */
export function transitionsOf(model: WalkModel): string[] {
  return Object.entries(model.states).flatMap(([source, state]) =>
    Object.entries(state.on ?? {}).map(([event, target]) => `${source} --${event}--> ${target}`),
  );
}

/** Problems between a model and its handler maps (empty when they match): the abacus check, as data. */
export function handlerProblems(
  model: WalkModel,
  states: Readonly<Record<string, unknown>>,
  events: Readonly<Record<string, unknown>>,
): string[] {
  const problems: string[] = [];
  const modelStates = new Set(Object.keys(model.states));
  const modelEvents = new Set(Object.values(model.states).flatMap((s) => Object.keys(s.on ?? {})));
  const targets = new Set(Object.values(model.states).flatMap((s) => Object.values(s.on ?? {})));
  if (!modelStates.has(model.initial)) problems.push(`initial state ${model.initial} is not a state`);
  for (const t of targets) if (!modelStates.has(t)) problems.push(`target ${t} is not a state`);
  for (const s of modelStates) if (s !== model.initial && !targets.has(s)) problems.push(`state ${s} is never entered`);
  for (const s of modelStates) if (!(s in states)) problems.push(`state ${s} has no handler`);
  for (const s of Object.keys(states)) if (!modelStates.has(s)) problems.push(`state handler ${s} is not in the model`);
  for (const e of modelEvents) if (!(e in events)) problems.push(`event ${e} has no handler`);
  for (const e of Object.keys(events)) if (!modelEvents.has(e)) problems.push(`event handler ${e} is not in the model`);
  return problems;
}
