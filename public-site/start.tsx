// Hydrates the server's HTML with the data it was rendered from, so nothing is fetched again (loaded by
// entry-client.tsx once the page has loaded).
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { HYDRATION_SCRIPT_ID, type HydrationPayload, reviveErrors } from './hydration';
import { createBrowserReads } from './reads';
import { createRoutes, loadMatchedPages } from './routes';

const payload = JSON.parse(document.getElementById(HYDRATION_SCRIPT_ID)?.textContent || '{}') as HydrationPayload;
const routes = createRoutes(createBrowserReads());
// The page's own code first (it is split per page), so the first render matches the server's HTML.
await loadMatchedPages(routes, window.location.pathname);
const router = createBrowserRouter(routes, {
  hydrationData: { loaderData: payload.loaderData ?? {}, errors: reviveErrors(payload.errors ?? null) },
});

hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
