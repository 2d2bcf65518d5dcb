// Hydrates the server's HTML with the data it was rendered from, so nothing is fetched again (loaded by
// entry-client.tsx once the page has loaded).
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { basenameOf, languageOfPath } from '../common/languages';
import { HYDRATION_SCRIPT_ID, type HydrationPayload, reviveErrors } from './hydration';
import { I18nProvider, startBrowserI18n } from './i18n/i18n';
import { createBrowserReads } from './reads';
import { createRoutes, loadMatchedPages } from './routes';

/** Ends the current task: each step of the start below runs in a task of its own, with the browser free in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const payload = JSON.parse(document.getElementById(HYDRATION_SCRIPT_ID)?.textContent || '{}') as HydrationPayload;
const routes = createRoutes(createBrowserReads());
// The page's language is its address's (/bn/…, /hi/…); its catalogue alone is downloaded.
const language = languageOfPath(window.location.pathname);
const basename = basenameOf(language);
// The page's own code and its catalogue first (both are split off), so the first render matches the server's HTML.
const [i18n] = await Promise.all([
  startBrowserI18n(language),
  loadMatchedPages(routes, window.location.pathname, basename),
]);
await nextTask();
const router = createBrowserRouter(routes, {
  basename,
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
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>,
  );
});
