import { type AnyActorLogic, type AnyActorRef, type AnyEventObject, createActor, fromCallback, setup } from 'xstate';

/**
 * A root for machines under test: the given stand-ins registered by systemId in one actor system, as the app's root
 * registers the real app-level actors. Create the actor under test with `{ parent: root }` to run it in that system.
 */
export function standInRoot(actors: Record<string, AnyActorLogic>): AnyActorRef {
  const root = setup({ actors }).createMachine({
    invoke: Object.keys(actors).map((id) => ({ id, systemId: id, src: id })),
  });
  return createActor(root).start();
}

/** A stand-in that records every event sent to it, with the systemId it stands for. */
export function recorder(to: string, sent: { to: string; event: AnyEventObject }[]) {
  return fromCallback<AnyEventObject>(({ receive }) => receive((event) => sent.push({ to, event })));
}
