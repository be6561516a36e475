import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { App } from './app';
import { canHydrate, routerReady } from './app/prerendered';
import { createAppRouter } from './app/router';
import { createQueryClient } from './lib/react-query';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root"></div>');

if (canHydrate(container)) {
  // The page's HTML was rendered at build time (decision record 067): the app takes it over once the
  // page's own code and texts are here, so its first render is that HTML, and in a transition, so React
  // does it in small slices instead of one long task.
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  void routerReady(router).then(() =>
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App queryClient={queryClient} router={router} />
        </StrictMode>,
      );
    }),
  );
} else {
  // Nothing prerendered, or prerendered for someone else (another language, a stored sign-in): the app
  // draws the page itself, replacing that HTML, and shows it again if the first-page entry hid it.
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
  // No longer the prerendered page: index.css hides that while the first-page entry expects a redraw,
  // whichever of the two scripts ran first.
  delete container.dataset.prerendered;
}
