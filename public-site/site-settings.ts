// The site settings (common/site.ts) and the year, read once per page by the root route's loader: on the server
// through the content cache, handed to the browser with the page's data, never asked again during the visit.
import { useRouteLoaderData } from 'react-router-dom';
import { ENGLISH_SITE_SETTINGS, indiaYear, mainPhoneOf, type SiteSettings } from '../common/site';
import type { PublicReads } from '../common/types';

export type SiteFrame = { settings: SiteSettings; year: number };

/** The root route's loader: a failed read shows the defaults (and the server keeps no page rendered with them). */
export async function loadSiteFrame(reads: PublicReads): Promise<SiteFrame> {
  const settings = await reads.getSiteSettings().catch(() => ENGLISH_SITE_SETTINGS);
  return { settings, year: indiaYear(reads.now()) };
}

/** Outside the router (a component rendered alone) the defaults and the device's year. */
const useSiteFrame = (): SiteFrame =>
  (useRouteLoaderData('root') as SiteFrame | undefined) ?? {
    settings: ENGLISH_SITE_SETTINGS,
    year: indiaYear(Date.now()),
  };

export const useSiteSettings = (): SiteSettings => useSiteFrame().settings;

/** This year in India by the app's clock: the copyright line's. */
export const useCopyrightYear = (): number => useSiteFrame().year;

/** The head office's phone, the site's main number, as staff set it. */
export const useMainPhone = (): string => mainPhoneOf(useSiteSettings());
