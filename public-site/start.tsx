// Hydrates the server's HTML with the data it was rendered from, so nothing is fetched again (loaded by
// entry-client.tsx once the page has loaded).
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { HYDRATION_SCRIPT_ID, type HydrationPayload, reviveErrors } from './hydration';
import { createBrowserReads } from './reads';
import { createRoutes, loadMatchedPages } from './routes';

/** Ends the current task: each step of the start below runs in a task of its own, with the browser free in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const payload = JSON.parse(document.getElementById(HYDRATION_SCRIPT_ID)?.textContent || '{}') as HydrationPayload;
const routes = createRoutes(createBrowserReads());
// The page's own code first (it is split per page), so the first render matches the server's HTML.
await loadMatchedPages(routes, window.location.pathname);
await nextTask();
const router = createBrowserRouter(routes, {
  hydrationData: { loaderData: payload.loaderData ?? {}, errors: reviveErrors(payload.errors ?? null) },
});
await nextTask();

// Hydrating inside a transition lets React work in slices of a few milliseconds and give the browser the
// thread in between (a plain hydrateRoot does it all in one task: 150-400 ms on a mid-range phone). A tap or a
// key press on the page before it is done makes React finish at once and then handle it.
startTransition(() => {
  hydrateRoot(
    document.getElementById('root')!,
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
});
