// A valid blog post for the staff API, with the fields a test cares about overridden.
export const blogPostInput = (overrides: Record<string, unknown> = {}) => ({
  title: 'Open day at the Siliguri campus',
  excerpt: 'Meet the faculty',
  content: '<p>Come and see the mock cabin.</p>',
  category: 'aviation',
  tags: ['open day'],
  author: 'Skyline Faculty',
  image: '/images/blog/airport.jpg',
  image_alt: 'A cover picture of the story',
  date: '2026-11-25',
  ...overrides,
});
