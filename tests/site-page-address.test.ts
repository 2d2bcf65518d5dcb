// The address a server render is cached under keeps only the query its page reads, canonically: junk query
// strings cannot force a fresh render each, and the blog list's own parameters still pick their page.
import { pageAddress } from '../public-site/page-address';

describe('page addresses for the render cache', () => {
  it('drops every query parameter of a page that reads none', () => {
    for (const url of ['/about?utm_source=x', '/about?a=1&b=2', '/about?', '/about?page=2&category=aviation'])
      expect([url, pageAddress(url)]).toEqual([url, '/about']);
    expect(pageAddress('/blog/7?ref=newsletter&fbclid=123')).toBe('/blog/7');
    expect(pageAddress('/?q=x')).toBe('/');
  });

  it("keeps the blog list's own parameters, canonical and in one order, and drops the rest", () => {
    expect(pageAddress('/blogs?junk=1&page=2&category=aviation&x=9')).toBe(
      pageAddress('/blogs?category=aviation&page=2'),
    );
    expect(pageAddress('/blogs?page=2&category=aviation')).toBe('/blogs?category=aviation&page=2');
    expect(pageAddress('/blogs?q=cabin+crew&sort=views&view=list')).toBe('/blogs?q=cabin+crew&sort=views&view=list');
    // Values the page would ignore are its defaults: the same render as the plain list.
    for (const url of [
      '/blogs?page=abc',
      '/blogs?page=1',
      '/blogs?category=nonsense',
      '/blogs?sort=sideways',
      '/blogs?utm=1',
    ])
      expect([url, pageAddress(url)]).toEqual([url, '/blogs']);
    expect(pageAddress('/blogs/?page=3&junk=1')).toBe('/blogs/?page=3');
  });

  it('keeps the language prefix, so each language is cached apart, and reads the same query in each', () => {
    expect(pageAddress('/bn/about?utm_source=x')).toBe('/bn/about');
    expect(pageAddress('/hi/blogs?junk=1&page=2')).toBe('/hi/blogs?page=2');
    expect(pageAddress('/bn/')).toBe('/bn/');
    expect(pageAddress('/bn/about')).not.toBe(pageAddress('/hi/about'));
  });

  it('gives one address to many distinct junk query strings', () => {
    const addresses = new Set(
      Array.from({ length: 200 }, (_, i) => pageAddress(`/blogs?category=aviation&r${i}=${i}&page=2&cb=${i * 7}`)),
    );
    expect([...addresses]).toEqual(['/blogs?category=aviation&page=2']);
  });
});
