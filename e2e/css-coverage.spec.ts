// Every class name in a public page's server-rendered HTML has a rule in the CSS that page loads on direct load
// (its inlined <style> and its enabled stylesheet links): a page whose stylesheet is missing fails here, without
// pixels. It runs on the visual suite's server (visual-desktop), whose data never changes.
import { expect, test } from '@playwright/test';
import { PUBLIC_ROUTES, publicPath } from './visual-support';

/**
 * Classes that name a block or a state for scripts and tests (Reveal, the forms' live region, the home page's
 * sections) and have no look of their own. Adding one here is a decision, not a way to quiet this check.
 */
const MARKER_CLASSES = new Set([
  'accordion',
  'contact-layout__form',
  'contact-layout__info',
  'courses-teaser',
  'director__name',
  'form-message-region',
  'hero',
  'is-initial',
  'logo-wall',
  'logo-wall--banks',
  'logo-wall--recruiters',
  'mini-blog',
  'newsletter__form',
  'reveal',
  'reveal--static',
  'section-heading--center',
  'stats',
  'tabs',
  'tabs__panel',
  'testimonials',
]);

/** The class names in the HTML's class attributes (React writes them as class="…"). */
function classesInHtml(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of value.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/** The class names that appear in a selector of some rule of `css` (inside at-rules too, not in declarations). */
function classesInCss(css: string): Set<string> {
  const classes = new Set<string>();
  const source = css.replace(/\/\*[\s\S]*?\*\//g, '');
  let prelude = '';
  for (let index = 0; index < source.length; index++) {
    const char = source[index];
    if (char === '{') {
      const text = prelude.trim();
      prelude = '';
      // An at-rule's block holds rules (@media, @supports) or nothing this cares about (@keyframes, @font-face).
      if (text.startsWith('@')) continue;
      for (const [, name] of text.replace(/"[^"]*"|'[^']*'/g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) classes.add(name);
      // Skip the declarations (they hold no braces) to the end of this rule.
      index = source.indexOf('}', index);
      if (index === -1) break;
    } else if (char === '}' || char === ';') prelude = '';
    else prelude += char;
  }
  return classes;
}

/** The CSS a direct load applies: inlined <style> elements and the stylesheets linked without `disabled`. */
async function cssOfPage(html: string, fetchSheet: (href: string) => Promise<string>): Promise<string> {
  const inline = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, css]) => css);
  const links = [...html.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /\brel="stylesheet"/.test(tag) && !/\sdisabled\b/.test(tag));
  const linked = await Promise.all(links.map((tag) => fetchSheet(/\bhref="([^"]+)"/.exec(tag)?.[1] ?? '')));
  return [...inline, ...linked].join('\n');
}

test.describe('every class a public page renders is styled by the CSS it loads', () => {
  test('the parser finds selectors in nested at-rules and ignores declarations', () => {
    const css = '/* .commented */ .a, .b:hover > .c { background: url(x.png); } @media (max-width: 9px) { .d { } }';
    expect([...classesInCss(css)].sort()).toEqual(['a', 'b', 'c', 'd']);
    expect([...classesInHtml('<div class="a  b"><svg class="c"></svg></div>')].sort()).toEqual(['a', 'b', 'c']);
  });

  for (const [name, route] of PUBLIC_ROUTES) {
    test(`${name}`, async ({ request }) => {
      const response = await request.get(await publicPath(request, route));
      expect([200, 404]).toContain(response.status());
      const html = await response.text();
      const css = await cssOfPage(html, async (href) => {
        const sheet = await request.get(href);
        expect(sheet.status(), href).toBe(200);
        return sheet.text();
      });
      const styled = classesInCss(css);
      const unstyled = [...classesInHtml(html)]
        .filter((className) => !styled.has(className) && !MARKER_CLASSES.has(className))
        .sort();
      expect(unstyled, `classes in ${route}'s HTML without a rule in the CSS it loads`).toEqual([]);
    });
  }
});
