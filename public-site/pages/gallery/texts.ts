// The gallery's own words in the page's language around the staff's items (titles, places and descriptions are
// written in English: marked so on a Bengali or Hindi page), shared by the grid and the lightbox.
import { type GalleryCategory, galleryCategoryLabel } from '../../../common/enums';
import { DEFAULT_LANGUAGE, type Language } from '../../../common/languages';
import { calendarDate } from '../../format';
import type { useT } from '../../i18n/i18n';

type Translate = ReturnType<typeof useT>;

/** Each category's name in the page's language (English: common/enums.ts galleryCategoryLabel, as before). */
const CATEGORY_KEYS: Record<GalleryCategory, { key: string }> = {
  training: { key: 'gallery.category.training' },
  campus: { key: 'gallery.category.campus' },
  events: { key: 'gallery.category.events' },
  achievements: { key: 'gallery.category.achievements' },
  'industrial-visit': { key: 'gallery.category.industrial_visit' },
  internship: { key: 'gallery.category.internship' },
};

/** A gallery item's category as the page's language names it. */
export function categoryLabel(t: Translate, language: Language, category: GalleryCategory): string {
  return language === DEFAULT_LANGUAGE ? galleryCategoryLabel(category) : t(CATEGORY_KEYS[category].key);
}

/** A calendar date ('YYYY-MM-DD') as the page's language writes it (English: format.ts, as before). */
export function galleryDate(
  language: Language,
  date: string,
  style: 'short' | 'long',
  english: (date: string) => string,
) {
  if (language === DEFAULT_LANGUAGE) return english(date);
  return calendarDate(language, date, style);
}

/** Staff-written titles, places and descriptions are English: marked so on a Bengali or Hindi page. */
export const staffLang = (language: Language) => (language === DEFAULT_LANGUAGE ? undefined : DEFAULT_LANGUAGE);
