// /sitemap.xml, /robots.txt and /rss.xml (issue 21, point 6) from the database, cached against the content version
// with scheduled posts joining at their time; and the JSON-LD every page carries (point 7), read back out of the
// head the server writes and checked for what schema.org's types and search engines require.
import pino from 'pino';
import request from 'supertest';
import { xml2js } from 'xml-js';
import { CAMPUS_DIRECTORY, INSTITUTE, SOCIAL_LINKS } from '../common/site';
import { blogPostJsonLd } from '../common/structured-data';
import { headToHtml, resolveMeta } from '../public-site/components/PageMeta';
import { createApp } from '../server/app';
import { blogPostInput } from './helpers/blog';
import { START } from './helpers/clocked-app';
import { type Backend, backends, createTestDatabase, testConfig } from './helpers/context';
import { addStaff, signedInAgent } from './helpers/staff';
import { standInSite } from './helpers/stand-in-site';

const PUBLIC_URL = 'https://www.example.org';
const MINUTE = 60_000;

type XmlElement = {
  name?: string;
  elements?: XmlElement[];
  text?: string;
  cdata?: string;
  attributes?: Record<string, string>;
};
const children = (element: XmlElement | undefined, name: string) =>
  (element?.elements ?? []).filter((child) => child.name === name);
const child = (element: XmlElement | undefined, name: string) => children(element, name)[0];
const textOf = (element: XmlElement | undefined) =>
  (element?.elements ?? []).map((part) => part.text ?? part.cdata ?? '').join('');

describe.each(backends)('sitemap, robots and RSS on %s', (backend: Backend) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let site: ReturnType<typeof standInSite>;
  let app: ReturnType<typeof createApp>;
  let staff: Awaited<ReturnType<typeof signedInAgent>>;
  const clock = { now: START };

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    site = standInSite();
    const config = { ...testConfig({ PUBLIC_URL }), distDir: site.distDir };
    app = createApp({ db: database.db, config, logger: pino({ level: 'silent' }), clock: () => clock.now });
    await addStaff({ db: database.db } as Parameters<typeof addStaff>[0]);
    staff = await signedInAgent(app);
  }, 180_000);
  afterAll(async () => {
    site?.remove();
    await database?.db.close();
    await database?.dropDatabase();
  });

  const sitemapUrls = async () => {
    const res = await request(app).get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const doc = xml2js(res.text) as XmlElement;
    const urlset = child(doc, 'urlset');
    expect(urlset?.attributes?.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    return children(urlset, 'url').map((url) => ({
      loc: textOf(child(url, 'loc')),
      lastmod: textOf(child(url, 'lastmod')),
      alternates: Object.fromEntries(
        children(url, 'xhtml:link').map((link) => [link.attributes?.hreflang, link.attributes?.href]),
      ),
    }));
  };
  const rssItems = async () => {
    const res = await request(app).get('/rss.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/rss\+xml/);
    const rss = child(xml2js(res.text) as XmlElement, 'rss');
    expect(rss?.attributes?.version).toBe('2.0');
    const channel = child(rss, 'channel');
    for (const required of ['title', 'link', 'description']) expect(textOf(child(channel, required))).toBeTruthy();
    expect(textOf(child(channel, 'link'))).toBe(`${PUBLIC_URL}/blogs`);
    return children(channel, 'item').map((item) => ({
      title: textOf(child(item, 'title')),
      link: textOf(child(item, 'link')),
      guid: textOf(child(item, 'guid')),
      pubDate: textOf(child(item, 'pubDate')),
      content: textOf(child(item, 'content:encoded')),
      description: textOf(child(item, 'description')),
    }));
  };

  it('robots.txt allows the site, keeps crawlers out of /admin and /api, and names the sitemap', async () => {
    const res = await request(app).get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.text.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /api',
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
      ]),
    );
  });

  it('lists every page without parameters and every live post by slug with its last change, in each language', async () => {
    const live = (await staff.post('/api/admin/blog_posts').send(blogPostInput({ title: 'Live Post' }))).body;
    await staff.post('/api/admin/blog_posts').send(blogPostInput({ title: 'Draft Post', status: 'draft' }));
    const urls = await sitemapUrls();
    const inEachLanguage = (path: string) => [
      `${PUBLIC_URL}${path}`,
      `${PUBLIC_URL}/bn${path}`,
      `${PUBLIC_URL}/hi${path}`,
    ];
    expect(urls.map((url) => url.loc)).toEqual(
      ['/', '/about', '/blogs', '/blog/live-post'].flatMap((path) => inEachLanguage(path)),
    );
    const posts = urls.filter((url) => url.loc.endsWith('/blog/live-post'));
    for (const post of posts) {
      expect(Date.parse(post.lastmod)).toBeGreaterThanOrEqual(Date.parse(live.updated_at) - 1000);
      // Each version names all three and the English one as the default, for search engines.
      expect(post.alternates).toEqual({
        'en-IN': `${PUBLIC_URL}/blog/live-post`,
        'bn-IN': `${PUBLIC_URL}/bn/blog/live-post`,
        'hi-IN': `${PUBLIC_URL}/hi/blog/live-post`,
        'x-default': `${PUBLIC_URL}/blog/live-post`,
      });
    }
    expect(urls.find((url) => url.loc === `${PUBLIC_URL}/bn/`)?.alternates['hi-IN']).toBe(`${PUBLIC_URL}/hi/`);
  });

  it('adds a scheduled post to the sitemap and the feed at its time, with no write; an edit shows at once', async () => {
    const at = START + 10 * MINUTE;
    const scheduled = await staff
      .post('/api/admin/blog_posts')
      .send(blogPostInput({ title: 'Scheduled Post', status: 'scheduled', publish_at: new Date(at).toISOString() }));
    expect(scheduled.status).toBe(201);
    clock.now = at - MINUTE;
    expect((await sitemapUrls()).some((url) => url.loc.endsWith('/blog/scheduled-post'))).toBe(false);
    expect((await rssItems()).some((item) => item.title === 'Scheduled Post')).toBe(false);
    clock.now = at + MINUTE;
    expect((await sitemapUrls()).some((url) => url.loc.endsWith('/blog/scheduled-post'))).toBe(true);
    const item = (await rssItems()).find((entry) => entry.title === 'Scheduled Post');
    expect(item?.link).toBe(`${PUBLIC_URL}/blog/scheduled-post`);
    expect(new Date(item?.pubDate ?? '').getTime()).toBe(at);

    // Cached until the content changes: a new slug is in both at once.
    await staff.put(`/api/admin/blog_posts/${scheduled.body.id}`).send({ slug: 'renamed-scheduled' });
    expect((await sitemapUrls()).some((url) => url.loc.endsWith('/blog/renamed-scheduled'))).toBe(true);
    expect((await rssItems()).map((entry) => entry.link)).toContain(`${PUBLIC_URL}/blog/renamed-scheduled`);
    clock.now = START;
  });

  it('carries each post in full, sanitised, with absolute links, its description falling back to the excerpt', async () => {
    const created = await staff.post('/api/admin/blog_posts').send(
      blogPostInput({
        title: 'Full Text Post',
        excerpt: 'The excerpt stands in.',
        content: '<p>Body <a href="/courses">courses</a> <img src="/media/1/a.webp" alt="A runway"></p>',
      }),
    );
    expect(created.body).toMatchObject({ slug: 'full-text-post' });
    // A row written around the API: the feed still sanitises what it serves.
    await database.db.knex('blog_posts').insert({
      ...blogPostInput({
        title: 'Hostile Row',
        content: '<p>Fine</p><script>alert(1)</script><img src=x onerror=alert(2)>',
      }),
      tags: ['x'],
    });
    const items = await rssItems();
    const full = items.find((item) => item.title === 'Full Text Post');
    expect(full?.description).toBe('The excerpt stands in.');
    expect(full?.content).toContain(`<a href="${PUBLIC_URL}/courses">courses</a>`);
    expect(full?.content).toContain(`src="${PUBLIC_URL}/media/1/a.webp"`);
    expect(full?.guid).toBe(`${PUBLIC_URL}/blog/full-text-post`);
    const hostile = items.find((item) => item.title === 'Hostile Row');
    expect(hostile?.content).toContain('<p>Fine</p>');
    expect(hostile?.content).not.toMatch(/<script|onerror/i);
  });
});

type JsonLd = Record<string, unknown> & { '@type': string };

/** The JSON-LD blocks of a page's head, as a search engine reads them. */
function jsonLdOf(head: string): JsonLd[] {
  const blocks = [...head.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
  return blocks.flatMap(([, text]) => {
    const parsed = JSON.parse(text) as JsonLd | JsonLd[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

describe('structured data (JSON-LD)', () => {
  it('names the institute on every page: both campuses, phones, logo and social profiles', () => {
    const [organization, ...rest] = jsonLdOf(headToHtml({ meta: resolveMeta({ title: 'About' }), preloads: [] }));
    expect(rest).toEqual([]);
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'EducationalOrganization',
      name: INSTITUTE.name,
      url: `${INSTITUTE.siteUrl}/`,
      telephone: [CAMPUS_DIRECTORY.siliguri.phone, CAMPUS_DIRECTORY.kolkata.phone],
      sameAs: SOCIAL_LINKS.map((link) => link.url),
    });
    expect(String(organization.logo)).toMatch(/^https:\/\/.+\.(webp|png|jpg)$/);
    const addresses = organization.address as Record<string, string>[];
    expect(addresses).toHaveLength(2);
    expect(addresses.map((address) => [address.addressLocality, address.postalCode])).toEqual([
      ['Siliguri', '734001'],
      ['Kolkata', '700054'],
    ]);
    for (const address of addresses) {
      expect(address).toMatchObject({ '@type': 'PostalAddress', addressRegion: 'West Bengal', addressCountry: 'IN' });
      expect(address.streetAddress).toBeTruthy();
    }
  });

  it('describes a post as a BlogPosting with its breadcrumb trail, falling back to the excerpt and cover', () => {
    const post = {
      title: 'Cabin </script><script>alert(1)</script> Crew',
      excerpt: 'The excerpt.',
      meta_description: null,
      slug: 'cabin-crew',
      image: '/images/demo/blog/cover.jpg',
      social_image: null,
      author: 'Ananya Chakraborty',
      publish_at: '2026-11-20T04:30:00.000Z',
      created_at: '2026-11-19T04:30:00.000Z',
      updated_at: '2026-11-21T04:30:00.000Z',
      category: 'aviation',
      tags: ['cabin crew'],
    };
    const head = headToHtml({
      meta: resolveMeta({ title: post.title, jsonLd: blogPostJsonLd(post, 'Aviation') }),
      preloads: [],
    });
    // The title cannot close the data block early.
    expect(head.match(/<\/script>/g)).toHaveLength(2);
    const items = jsonLdOf(head);
    expect(items.map((item) => item['@type'])).toEqual(['EducationalOrganization', 'BlogPosting', 'BreadcrumbList']);
    const posting = items[1];
    // What Google's article rich results require or recommend: headline, image, dates, author, publisher.
    expect(posting).toMatchObject({
      headline: post.title,
      description: 'The excerpt.',
      image: [`${INSTITUTE.siteUrl}/images/demo/blog/cover.jpg`],
      datePublished: post.publish_at,
      dateModified: post.updated_at,
      author: { '@type': 'Person', name: post.author },
      publisher: { '@id': items[0]['@id'] },
      mainEntityOfPage: `${INSTITUTE.siteUrl}/blog/cabin-crew`,
    });
    const trail = items[2].itemListElement as { position: number; name: string; item: string }[];
    expect(trail.map((step) => [step.position, step.item])).toEqual([
      [1, `${INSTITUTE.siteUrl}/`],
      [2, `${INSTITUTE.siteUrl}/blogs`],
      [3, `${INSTITUTE.siteUrl}/blog/cabin-crew`],
    ]);
  });
});
