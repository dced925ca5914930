import type { ReactNode } from 'react';
import { createActor } from 'xstate';
import {
  type AppActorId,
  type AppActorRef,
  type Implementations,
  provideRoot,
  type RootInput,
} from '../../src/app/root';
import { AppSystemProvider } from '../../src/app/system';

/**
 * A root actor system for a component test, with the given implementations (stubs) and nothing wired: `wrapper`
 * starts from `input` (a first visit by default) and goes to `render(ui, { wrapper })`, `actor(id)` reaches an app-level actor to send it what the test needs.
 */
export function testRoot(implementations: Implementations = new Map(), input: RootInput = {}) {
  const root = createActor(provideRoot(implementations), { input }).start();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppSystemProvider root={root} implementations={implementations}>
      {children}
    </AppSystemProvider>
  );
  const actor = <K extends AppActorId>(id: K) => root.system.get(id) as AppActorRef<K>;
  return { root, wrapper, actor };
}
