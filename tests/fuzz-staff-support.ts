// Shared by the staff fuzz tests: valid records of each content resource and the hostile values thrown at them.
import fc from 'fast-check';

export const CONTENT_RESOURCES = ['blog_posts', 'achievers', 'placements', 'gallery_images', 'gallery_videos'] as const;
export type ContentResourceName = (typeof CONTENT_RESOURCES)[number];

export const SUBMISSION_RESOURCES = [
  'registration_forms',
  'contact_forms',
  'admission_applications',
  'prospectus_requests',
  'newsletter_subscriptions',
] as const;

/** One valid create body per content resource. */
export const VALID: Record<ContentResourceName, Record<string, unknown>> = {
  blog_posts: {
    title: 'Cabin crew open day',
    excerpt: 'Meet our trainers.',
    content: '<p>Join us at the Siliguri campus.</p>',
    author: 'Admissions Team',
    date: '2025-01-10',
    category: 'aviation',
    image: '/images/demo/blog/cabin-crew.jpg',
    image_alt: 'A cover picture of the story',
    tags: ['events'],
  },
  achievers: {
    name: 'Priya Sharma',
    image: '/images/demo/achievers/priya.jpg',
    company_name: 'IndiGo',
    position: 'Cabin Crew',
  },
  placements: {
    name: 'Rahul Das',
    image: '/images/demo/placements/rahul.jpg',
    company_name: 'Taj Hotels',
    position: 'Front Office Associate',
  },
  gallery_images: {
    title: 'Mock cabin training',
    description: 'Students practise a cabin announcement.',
    image_url: '/images/demo/gallery/mock-cabin.jpg',
    category: 'training',
    date: '2025-02-01',
  },
  gallery_videos: {
    title: 'Campus tour',
    description: 'A walk through the Siliguri campus.',
    video_url: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
    thumbnail_url: '/images/demo/gallery/tour.jpg',
    date: '2025-03-01',
  },
};

/** Strings a careless server chokes on: NUL and control bytes, lone surrogates, SQL, markup, sizes at and past limits. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u0007\u001b[31m',
    '\ud800',
    'x\udfffy',
    "'; DROP TABLE blog_posts; --",
    "1' OR '1'='1",
    '$1',
    '?',
    '\\',
    '%_%',
    '<script>alert(1)</script>',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/x.png',
    '/\u0000/x.png',
    '2025-02-30',
    '99999-01-01',
    '-0001-01-01',
    'NaN',
    'Infinity',
    '__proto__',
    'constructor',
    '🛫'.repeat(200),
    'x'.repeat(301),
    'y'.repeat(200_001),
  ),
);

/** Tried in every field of every resource, not left to chance. */
export const NASTY_VALUES: unknown[] = [
  'a\u0000b',
  '\ud800',
  '\u0007\u001b[31m',
  "'; DROP TABLE blog_posts; --",
  '<script>alert(1)</script>',
  '',
  'y'.repeat(200_001),
  '99999-01-01',
  -1,
  2 ** 31,
  1e308,
  true,
  null,
  ['\u0000'],
  Array.from({ length: 100 }, (_, i) => `tag${i}`),
  JSON.parse('{"__proto__":{"polluted":true}}'),
];

/** Any JSON value a client could send, nested a little, with prototype-ish keys mixed in. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53, -(2 ** 53), 1.5, 1e308, -0),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 40 }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(
    { __proto__: { polluted: true } },
    JSON.parse('{"__proto__": {"polluted": true}}'),
    { constructor: { prototype: { polluted: true } } },
    [[[[[[[[[[[]]]]]]]]]]],
  ),
);

/** Object keys: the real field names (so validation is reached), read-only ones and prototype traps. */
export const fieldName = (resource: ContentResourceName) =>
  fc.oneof(
    fc.constantFrom(...Object.keys(VALID[resource]), 'id', 'created_at', 'updated_at', 'views', 'is_featured'),
    fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'),
    fc.string({ maxLength: 20 }),
  );

/** A deep-nested JSON text that would overflow a recursive walker. */
export const deeplyNested = (depth: number) => `{"title":${'['.repeat(depth)}${']'.repeat(depth)}}`;
