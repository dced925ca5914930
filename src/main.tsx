import './ui/theme.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { matchRoute } from './app/routes';
import { markRunMode } from './services/shell/platform';

markRunMode();
// Start downloading the screen of the address the player opened now, in parallel with the status call, instead of
// after the status gate opens (the lazy route then finds the module already loaded).
matchRoute(location.pathname)
  .route.load()
  .catch(() => undefined);
// A transition lets React render the first screen in small slices, so a cheap phone still answers a tap meanwhile.
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
