import './ui/theme.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createActor } from 'xstate';
import { App } from './app/App';
import { browserImplementations } from './app/implementations/browser';
import { browserRootInput } from './app/implementations/browserInput';
import { provideRoot } from './app/root';
import { matchRoute } from './app/routes';
import { AppSystemProvider } from './app/system';
import { markRunMode } from './services/shell/platform';

markRunMode();
// Start downloading the screen of the address the player opened now, in parallel with the status call, instead of
// after the status gate opens (the lazy route then finds the module already loaded).
matchRoute(location.pathname)
  .route.load()
  .catch(() => undefined);

/** In dev, `?inspect` shows every actor in the Stately inspector. */
const inspect =
  import.meta.env.DEV && new URLSearchParams(location.search).has('inspect')
    ? (await import('@statelyai/inspect')).createBrowserInspector().inspect
    : undefined;

// The one actor system of the visit, created here (never at import) so StrictMode's double effects cannot start it
// twice and tests build their own.
// Its input is what storage and randomness say at start, read here so the machines stay pure.
const input = browserRootInput();
const root = createActor(provideRoot(browserImplementations), inspect ? { inspect, input } : { input }).start();

// A transition lets React render the first screen in small slices, so a cheap phone still answers a tap meanwhile.
const reactRoot = createRoot(document.getElementById('root')!);
startTransition(() => {
  reactRoot.render(
    <StrictMode>
      <AppSystemProvider root={root} implementations={browserImplementations}>
        <App />
      </AppSystemProvider>
    </StrictMode>,
  );
});
