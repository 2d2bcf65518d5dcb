// The blog list's and the blog post's own words around the staff's posts, in the page's language: categories, dates,
// reading times and counts (English as before, from format.ts and common/enums.ts).
import type { BlogCategory } from '../../../common/enums';
import { DEFAULT_LANGUAGE, type Language } from '../../../common/languages';
import { calendarDate } from '../../format';
import { formatNumber, type useT } from '../../i18n/i18n';
import { blogCategoryLabel } from './blog-list';

type Translate = ReturnType<typeof useT>;

/** Each category's name in the page's language. */
const CATEGORY_KEYS: Record<BlogCategory | 'all', { key: string }> = {
  all: { key: 'blogs.category.all' },
  aviation: { key: 'blogs.category.aviation' },
  hospitality: { key: 'blogs.category.hospitality' },
  career: { key: 'blogs.category.career' },
  education: { key: 'blogs.category.education' },
  industry: { key: 'blogs.category.industry' },
};

/** A category as the page's language names it (English: common/enums.ts, as before). */
export function categoryText(t: Translate, language: Language, category: string): string {
  const known = CATEGORY_KEYS[category as BlogCategory | 'all'];
  return language === DEFAULT_LANGUAGE || !known ? blogCategoryLabel(category) : t(known.key);
}

/** A post's calendar date ('YYYY-MM-DD') as the page's language writes it. */
export function postDate(language: Language, date: string, style: 'short' | 'long'): string {
  return calendarDate(language, date, style);
}

/** A count as the page's language writes it, in Indian grouping (formatNumber: spelt out in every language). */
export const countText = (language: Language, count: number) => formatNumber(language, count);

/**
 * The staff's reading time ("5 min read") in the page's language when it has that shape; otherwise as written, in
 * the post's language (null: the text is the page's own).
 */
export function readTimeText(t: Translate, language: Language, readTime: string): string | null {
  const minutes = /^(\d+)\s*min(?:ute)?s?\s+read$/i.exec(readTime.trim())?.[1];
  if (language === DEFAULT_LANGUAGE) return readTime;
  return minutes ? t('blogs.read_time', { minutes: formatNumber(language, Number(minutes)) }) : null;
}
