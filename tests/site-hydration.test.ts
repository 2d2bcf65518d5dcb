// What the server hands the browser: JSON that cannot break out of its script tag, route errors that survive the
// trip, and head tags that escape what staff typed.
import { isRouteErrorResponse } from 'react-router-dom';
import { headToHtml, resolveMeta } from '../public-site/components/PageMeta';
import { jsonForScript, reviveErrors, serializeErrors } from '../public-site/hydration';

describe('hydration data', () => {
  test('JSON for a script tag has no characters that end the tag or a comment, and parses back', () => {
    const value = { html: '</script><!-- <script>alert("x")</script> -->', line: 'a\u2028b\u2029c', amp: 'a & b' };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });

  test('route error responses come back as route error responses; other errors as generic errors', () => {
    const serialized = serializeErrors({
      'not-found': { status: 404, statusText: 'Not Found', data: null, internal: false },
      pages: new Error('connection refused at 10.0.0.5'),
    });
    expect(JSON.stringify(serialized)).not.toContain('10.0.0.5');
    const revived = reviveErrors(JSON.parse(JSON.stringify(serialized)))!;
    expect(isRouteErrorResponse(revived['not-found'])).toBe(true);
    expect((revived['not-found'] as { status: number }).status).toBe(404);
    expect(revived.pages).toBeInstanceOf(Error);
    expect(serializeErrors(null)).toBeNull();
  });
});

describe('page metadata', () => {
  test('defaults to the institute, page values override, and everything is escaped', () => {
    const fallback = resolveMeta();
    // At most 60 characters, the brand last (issue 35).
    expect(fallback.title).toBe('Aviation, Tourism & Hospitality Courses | Skyline Institute');
    expect(fallback.title.length).toBeLessThanOrEqual(60);
    expect(fallback.url).toBe('https://www.skylineinstitute.in/');
    expect(fallback.image).toBe('https://www.skylineinstitute.in/images/site/og-image.jpg');

    const meta = resolveMeta({
      title: 'Cabin "Crew" <Tips>',
      description: 'Fly & serve',
      url: '/blog/7',
      image: 'https://cdn.example.com/a.jpg',
      type: 'article',
    });
    expect(meta.title).toBe('Cabin "Crew" <Tips> | Skyline Institute');
    const html = headToHtml({ meta, preloads: [] });
    expect(html).toContain('<title>Cabin &quot;Crew&quot; &lt;Tips&gt; | Skyline Institute</title>');
    expect(html).toContain('<meta name="description" content="Fly &amp; serve">');
    expect(html).toContain('<link rel="canonical" href="https://www.skylineinstitute.in/blog/7">');
    expect(html).toContain('<meta property="og:image" content="https://cdn.example.com/a.jpg">');
    expect(html).toContain('<meta property="og:type" content="article">');
    // Besides those tags, only the JSON-LD data blocks (tests/seo-feeds.test.ts reads them).
    expect(html).not.toMatch(/<(?!title|\/title|meta|link|script type="application\/ld\+json"|\/script>)/);
  });
});
