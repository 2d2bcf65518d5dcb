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

/**
 * Resolves when `target` comes within `margin` of the screen or is touched; at once where the browser has no
 * IntersectionObserver. Once `signal` aborts (its component is gone) it stops watching and never resolves.
 */
export function whenNearScreen(target: Element, margin = '300px', signal?: AbortSignal): Promise<void> {
  if (typeof IntersectionObserver !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(target);
    signal?.addEventListener('abort', () => observer.disconnect());
    for (const event of ['pointerdown', 'focusin'])
      target.addEventListener(event, () => resolve(), { once: true, signal });
  });
}

/**
 * Resolves when the server-rendered element `selector` names comes near the screen or is touched; at once when the
 * page has none (the section renders in the browser only). Until then its server HTML stays as it is, not hydrated.
 */
function nearScreen(selector: string): Promise<void> {
  const target = document.querySelector(selector);
  return target ? whenNearScreen(target) : Promise.resolve();
}

export function lazySection<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  /**
   * A section far down the page (the newsletter box at the end of a blog post) can wait: its code and messages are
   * downloaded when the element this selector names (its server HTML) comes near the screen, not with the page.
   */
  { whenNear }: { whenNear?: string } = {},
): ComponentType<P> {
  if (!import.meta.env.SSR) {
    const start = whenNear ? () => nearScreen(whenNear).then(load) : load;
    // React remembers a failed lazy component; a fresh one is made only when the visitor asks to try again,
    // so a failure shows the error screen instead of retrying in a loop.
    const fresh = (): ComponentType<P> =>
      lazy(() =>
        start().catch((error: unknown) => {
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
