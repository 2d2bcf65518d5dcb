// A section whose code loads after the page, in the browser (each in its own Suspense boundary). On the server it is loaded before rendering, so the HTML
// holds it complete: React then emits no inline script to fill it in (which the site's CSP would block).
import { type ComponentType, lazy, Suspense } from 'react';

const serverPreloads: Promise<unknown>[] = [];
const failedSections = new Set<() => void>();

/** Resolves once every lazy section's module is loaded (the server awaits it before its first render). */
export const sectionsReady = () => Promise.all(serverPreloads);

/** Lets sections whose download failed try again on their next render (the error screen's Try Again). */
export function retryFailedSections() {
  for (const retry of failedSections) retry();
  failedSections.clear();
}

export function lazySection<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  if (!import.meta.env.SSR) {
    // React remembers a failed lazy component; a fresh one is made only when the visitor asks to try again,
    // so a failure shows the error screen instead of retrying in a loop.
    const fresh = (): ComponentType<P> =>
      lazy(() =>
        load().catch((error: unknown) => {
          failedSections.add(() => {
            Section = fresh();
          });
          throw error;
        }),
      );
    let Section = fresh();
    return function LazySection(props: P) {
      return (
        <Suspense fallback={null}>
          <Section {...props} />
        </Suspense>
      );
    };
  }
  let Loaded: ComponentType<P> | undefined;
  serverPreloads.push(
    load().then((module) => {
      Loaded = module.default;
    }),
  );
  return function PreloadedSection(props: P) {
    if (!Loaded) throw new Error('lazySection rendered before sectionsReady() resolved');
    // The same Suspense boundary as in the browser, so hydration matches.
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
