// The public site keeps the visit's attribution in this tab's sessionStorage: the landing page and its UTM
// parameters, an outside referrer only, unchanged while the visitor moves between the site's pages.
import { rememberVisit, visitAttribution } from '../public-site/attribution';

class MemoryStorage {
  private values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
  clear() {
    this.values.clear();
  }
}

const storage = new MemoryStorage();
const at = (href: string) => new URL(href) as unknown as Location;

describe('visit attribution', () => {
  beforeAll(() => {
    Object.defineProperty(globalThis, 'sessionStorage', { value: storage, configurable: true });
  });
  beforeEach(() => storage.clear());

  it('keeps the landing page, its UTM parameters and an outside referrer', () => {
    rememberVisit(
      at('https://skyline.example/courses?utm_source=google&utm_medium=cpc&utm_campaign=cabin&x=1'),
      'https://www.google.com/',
    );
    expect(visitAttribution()).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'cabin',
      referrer: 'https://www.google.com/',
      landing_page: '/courses?utm_source=google&utm_medium=cpc&utm_campaign=cabin&x=1',
    });
  });

  it('does not change while the visitor moves between the site’s own pages', () => {
    rememberVisit(at('https://skyline.example/blogs?utm_source=facebook'), '');
    rememberVisit(at('https://skyline.example/contact'), 'https://skyline.example/blogs');
    expect(visitAttribution()).toEqual({ utm_source: 'facebook', landing_page: '/blogs?utm_source=facebook' });
  });

  it('starts a new visit when a campaign link brings the visitor back in the same tab', () => {
    rememberVisit(at('https://skyline.example/'), 'https://duckduckgo.com/');
    rememberVisit(at('https://skyline.example/admissions?utm_source=newsletter'), '');
    expect(visitAttribution()).toEqual({ utm_source: 'newsletter', landing_page: '/admissions?utm_source=newsletter' });
  });

  it('sends nothing when nothing was kept or the stored value is not ours', () => {
    expect(visitAttribution()).toBeUndefined();
    storage.setItem('skyline.visit', '{not json');
    expect(visitAttribution()).toBeUndefined();
  });
});
