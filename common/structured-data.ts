// Structured data (schema.org JSON-LD) the public pages carry: the institute on every page, and on a blog post the
// post and its breadcrumb trail. Typed with schema-dts so a property schema.org does not have fails the typecheck;
// tests/seo-feeds.test.ts reads it back out of served pages and checks what search engines require.
import type { BlogPosting, BreadcrumbList, EducationalOrganization, PostalAddress, WithContext } from 'schema-dts';
import { type Campus, campusOf, ENGLISH_SITE_SETTINGS, INSTITUTE, type SiteSettings, socialLinksOf } from './site';

/** `/path` or an absolute address, made absolute on the site's public address. */
export const absoluteUrl = (pathOrUrl: string, base: string = INSTITUTE.siteUrl) =>
  /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${base}${pathOrUrl}`;

/** "2nd Floor, Sevoke Road, Hakimpara, Siliguri, West Bengal 734001" as schema.org's parts. */
function postalAddress(campus: Campus): PostalAddress {
  const match = /^(.*), ([^,]+), (West Bengal) (\d{6})$/.exec(campus.address);
  if (!match) throw new Error(`Campus address not in the expected form: ${campus.address}`);
  const [, street, locality, region, postalCode] = match;
  return {
    '@type': 'PostalAddress',
    name: campus.name,
    streetAddress: street,
    addressLocality: locality,
    addressRegion: region,
    postalCode,
    addressCountry: 'IN',
    telephone: campus.phone,
    email: campus.email,
  } as PostalAddress;
}

const ORGANIZATION_ID = `${INSTITUTE.siteUrl}/#organization`;

/** The institute: both campuses (head office first), their phones, the logo and its social profiles, as set. */
export function organizationJsonLd(
  settings: SiteSettings = ENGLISH_SITE_SETTINGS,
): WithContext<EducationalOrganization> {
  const campuses = [campusOf(settings, 'siliguri'), campusOf(settings, 'kolkata')];
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    '@id': ORGANIZATION_ID,
    name: INSTITUTE.name,
    alternateName: INSTITUTE.shortName,
    url: `${INSTITUTE.siteUrl}/`,
    logo: absoluteUrl('/images/site/logo-480.webp'),
    email: INSTITUTE.academicHeadEmail,
    telephone: campuses.map((campus) => campus.phone),
    foundingDate: String(INSTITUTE.foundedYear),
    address: campuses.map(postalAddress),
    sameAs: socialLinksOf(settings).map((link) => link.url),
  };
}

export type PostForStructuredData = {
  title: string;
  meta_description?: string | null;
  excerpt: string;
  slug: string;
  image: string;
  social_image?: string | null;
  author: string;
  publish_at?: string | null;
  created_at: string;
  updated_at: string;
  category: string;
  tags: string[];
};

/** A blog post as a BlogPosting, and the trail Home › Blog › the post. */
export function blogPostJsonLd(
  post: PostForStructuredData,
  categoryLabel: string,
): [WithContext<BlogPosting>, WithContext<BreadcrumbList>] {
  const url = absoluteUrl(`/blog/${post.slug}`);
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      '@id': `${url}#post`,
      mainEntityOfPage: url,
      url,
      headline: post.title.slice(0, 110),
      description: post.meta_description || post.excerpt,
      image: [absoluteUrl(post.social_image || post.image)],
      datePublished: post.publish_at ?? post.created_at,
      dateModified: post.updated_at,
      author: { '@type': 'Person', name: post.author },
      publisher: { '@id': ORGANIZATION_ID },
      articleSection: categoryLabel,
      keywords: post.tags.join(', '),
      inLanguage: 'en-IN',
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${INSTITUTE.siteUrl}/` },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: absoluteUrl('/blogs') },
        { '@type': 'ListItem', position: 3, name: post.title, item: url },
      ],
    },
  ];
}

/** JSON for a <script type="application/ld+json"> block: no "</script>" or "<!--" can end or bend it. */
export const jsonLdText = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
