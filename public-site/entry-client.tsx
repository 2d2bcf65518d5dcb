// Browser start. The server's HTML is the page: it is readable and its links work before any script runs. The
// code that makes it interactive (React, the router, the page's own chunk: most of the bytes a visit costs) is
// fetched once the page has loaded (its hero image and fonts first, which a slow mobile network would otherwise
// share with the scripts), or as soon as the visitor touches, clicks or types, whichever comes first.
import './styles/site.css';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE } from '../common/languages';
import { rememberVisit } from './attribution';

// Before anything else: the page this visit landed on and where it came from, for the forms (attribution.ts).
rememberVisit();

// The language switch and the offer to switch (server/site/language-offer.ts) are plain links, working before
// and without React; choosing one remembers it, and the offer's close button remembers English and hides it.
document.addEventListener('click', (event) => {
  const chosen = (event.target as Element | null)?.closest?.('[data-set-lang]');
  if (!chosen) return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the site serves
  document.cookie = `${LANGUAGE_COOKIE}=${chosen.getAttribute('data-set-lang')}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;
  if (chosen.hasAttribute('data-dismiss-offer')) chosen.closest('.language-offer')?.setAttribute('hidden', '');
});

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

let started = false;
function listen() {
  for (const type of INTERACTIONS) addEventListener(type, start, { capture: true, passive: true });
}
function start() {
  if (started) return;
  started = true;
  removeEventListener('load', startAfterPaint);
  for (const type of INTERACTIONS) removeEventListener(type, start, true);
  // React first, then the router and the page: each evaluated in a task of its own, with the browser free in
  // between to paint or answer a tap, instead of one long task a slow phone would feel.
  import('react-dom/client')
    .then(nextTask)
    .then(() => import('./start'))
    .catch(() => {
      // The network dropped the download: the next touch tries again.
      started = false;
      listen();
    });
}

/**
 * Once the page's first image (the hero's, the one fetched with high priority) is decoded and the frame after it
 * has been painted: the page's largest image is on screen before the scripts start to download and compete with it
 * for the network and the processor. The load event alone does not promise that: an image is decoded after it has
 * loaded, and its first paint came after the scripts had been fetched in 2 of 5 loads of /hi/register.
 */
function startAfterPaint() {
  const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const decoded = hero && 'decode' in hero ? hero.decode().catch(() => undefined) : Promise.resolve();
  void decoded.then(() => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0))));
}

if (document.readyState === 'complete') startAfterPaint();
else {
  addEventListener('load', startAfterPaint);
  listen();
}
