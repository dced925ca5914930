import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { type Actor, type AnyActorLogic, createActor, type InputFrom } from 'xstate';
import { type AppActorId, type AppActorRef, type Implementations, providedOf, type RootActorRef } from './root';

interface AppSystem {
  root: RootActorRef;
  implementations: Implementations;
}

const AppSystemContext = createContext<AppSystem | null>(null);

/** Puts the root actor and the machines' implementations within reach of every screen (one actor system). */
export function AppSystemProvider({ root, implementations, children }: AppSystem & { children: ReactNode }) {
  return <AppSystemContext.Provider value={{ root, implementations }}>{children}</AppSystemContext.Provider>;
}

function useAppSystem(): AppSystem {
  const system = useContext(AppSystemContext);
  if (!system) throw new Error('useAppActor and useScreenActor need an <AppSystemProvider> above them');
  return system;
}

/** An app-level actor of the root (session, siteConfig, language, ...). */
export function useAppActor<K extends AppActorId>(id: K): AppActorRef<K> {
  return useAppSystem().root.system.get(id) as AppActorRef<K>;
}

/** The root actor itself, for code that must reach the system outside React's render (event handlers). */
export function useRootActor(): RootActorRef {
  return useAppSystem().root;
}

/** Screen actors the root has stopped: StrictMode mounts twice, and a stopped actor cannot start again. */
const closed = new WeakSet<object>();

/**
 * A screen actor for as long as the component is mounted, a child of the root in its one actor system (so
 * `system.get('session')` finds the app-level actors), running the machine's provided implementations. Input is
 * read once, at creation. On unmount the root stops it (`SCREEN_CLOSED`): a child cannot stop itself.
 */
export function useScreenActor<L extends AnyActorLogic>(logic: L, options: { input?: InputFrom<L> } = {}): Actor<L> {
  const { root, implementations } = useAppSystem();
  const create = () => createActor(providedOf(implementations, logic), { ...options, parent: root } as never);
  const [actor, setActor] = useState<Actor<L>>(create);
  // The actor is created once per mount: later input or logic changes do not recreate it (as with useActorRef).
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (closed.has(actor)) {
      setActor(create());
      return;
    }
    actor.start();
    return () => {
      closed.add(actor);
      root.send({ type: 'SCREEN_CLOSED', actor });
    };
  }, [actor]);
  return actor;
}
