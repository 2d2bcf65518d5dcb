// The one-line offer on an English page to read it in Bengali or Hindi, for a browser whose Accept-Language prefers
// one of them and a visitor who has not chosen (no `lang` cookie). Never a redirect: crawlers and everyone else get
// the page they asked for. It sits outside the React root (the server puts it before it), so the cached page and
// its hydration stay the same; the link and the close button set the cookie (public-site/entry-client.tsx).
import accepts from 'accepts';
import type { Request } from 'express';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGES, localizedPath } from '../../common/languages';
import { fontFacesFor } from '../../common/script-fonts';

export type Offer = 'bn' | 'hi';

const OFFER_TEXT: Record<Offer, string> = { bn: 'এই পাতাটি বাংলায় পড়ুন', hi: 'यह पेज हिन्दी में पढ़ें' };
const CLOSE_LABEL: Record<Offer, string> = { bn: 'বন্ধ করুন', hi: 'बंद करें' };

const COOKIE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=`);

/** The language to offer this request, if any. */
export function languageOffer(req: Request): Offer | undefined {
  if (COOKIE.test(req.headers.cookie ?? '')) return undefined;
  if (!req.headers['accept-language']) return undefined;
  const preferred = accepts(req).language([...LANGUAGES]);
  return preferred && preferred !== DEFAULT_LANGUAGE ? (preferred as Offer) : undefined;
}

const STYLE =
  '.language-offer{display:flex;justify-content:center;align-items:center;gap:.75rem;padding:.4rem 1rem;' +
  'background:#450a0a;color:#fff;font-size:.95rem}.language-offer a{color:#fff;font-weight:600}' +
  '.language-offer button{background:none;border:0;color:#fff;font:inherit;font-size:1.25rem;line-height:1;' +
  'min-width:44px;min-height:44px;cursor:pointer}.language-offer[hidden]{display:none}';

/** The offer's HTML for the English page at `address` (its path and query). */
export function offerHtml(offer: Offer, address: string): string {
  const href = localizedPath(offer, address).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return (
    `${fontFacesFor(offer)}<style>${STYLE}</style>` +
    `<div class="language-offer" lang="${offer}" role="region" aria-label="${OFFER_TEXT[offer]}">` +
    `<a href="${href}" hreflang="${offer}" data-set-lang="${offer}">${OFFER_TEXT[offer]}</a>` +
    `<button type="button" data-set-lang="en" data-dismiss-offer aria-label="${CLOSE_LABEL[offer]}">×</button></div>`
  );
}
