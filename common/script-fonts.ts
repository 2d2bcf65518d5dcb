// The Bengali and Devanagari typefaces the site ships (Noto Sans Bengali, Noto Sans Devanagari from @fontsource,
// SIL OFL): which files, where they are served (server/site/fonts.ts), and the @font-face rules a page in their
// language carries (`fontFacesFor`: the site's pages, and the server's own pages such as /guardian/confirm); the site's build (public-site/vite.config.ts) copies the files into dist/client, so the production image
// needs neither package (they are devDependencies).
import type { Language } from './languages';

export type ScriptFont = { family: string; package: string; subset: string; locals: string[]; unicodeRange: string };

export const SCRIPT_FONTS: Partial<Record<Language, ScriptFont>> = {
  bn: {
    family: 'Noto Sans Bengali',
    package: '@fontsource/noto-sans-bengali',
    subset: 'noto-sans-bengali-bengali',
    locals: ['Noto Sans Bengali', 'Kohinoor Bangla', 'Bangla Sangam MN', 'Nirmala UI', 'Vrinda', 'Lohit Bengali'],
    unicodeRange:
      'U+0951-0952,U+0964-0965,U+0980-09FE,U+1CD0,U+1CD2,U+1CD5-1CD6,U+1CD8,U+1CE1,U+1CEA,U+1CED,U+1CF2,U+1CF5-1CF7,U+200C-200D,U+20B9,U+25CC,U+A8F1',
  },
  hi: {
    family: 'Noto Sans Devanagari',
    package: '@fontsource/noto-sans-devanagari',
    subset: 'noto-sans-devanagari-devanagari',
    locals: [
      'Noto Sans Devanagari',
      'Kohinoor Devanagari',
      'Devanagari Sangam MN',
      'Nirmala UI',
      'Mangal',
      'Lohit Devanagari',
    ],
    unicodeRange:
      'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF,U+11B00-11B09',
  },
};

/**
 * The weights shipped: site.css sets 400 (body) and 600, 700, 800 (headings, buttons), and one bold face draws all
 * three (`SCRIPT_FONT_RANGES`): each face that arrives lays the page's Bengali or Devanagari text out again, which
 * on a mid-range phone costs more than the difference between those weights is worth (docs/performance-history.md).
 */
export const SCRIPT_FONT_WEIGHTS = [400, 700] as const;
const SCRIPT_FONT_RANGES: Record<number, string> = { 400: '100 500', 700: '600 900' };

/** Where the files are served (and lie under dist/client): the packages' version in the path, so browsers may keep them a year. */
export const SCRIPT_FONTS_PATH = '/fonts/5.3.0';

export const scriptFontFile = (font: ScriptFont, weight: number) => `${font.subset}-${weight}-normal.woff2`;

/** Every file shipped: its package and its name in the package's files/ folder (and under SCRIPT_FONTS_PATH). */
export function scriptFontFiles(): { package: string; file: string }[] {
  return Object.values(SCRIPT_FONTS).flatMap((font) =>
    SCRIPT_FONT_WEIGHTS.map((weight) => ({ package: font.package, file: scriptFontFile(font, weight) })),
  );
}

/** The site's own stack (site.css --font), after the script's face and its fallback. */
const SITE_STACK = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** The style name of a shipped weight in the face's full and PostScript names ("Noto Sans Bengali Bold"). */
const STYLE_NAMES: Record<number, string> = { 400: 'Regular', 700: 'Bold' };

/**
 * Where a browser finds a weight of the face: the phone's own copy first (Android ships Noto Sans Bengali and Noto
 * Sans Devanagari; Chromium matches local() by full or PostScript name), then the site's file. A phone with the
 * face downloads nothing and never swaps faces; any other browser downloads the file as before.
 */
function faceSources(font: ScriptFont, weight: number): string {
  const style = STYLE_NAMES[weight] ?? 'Regular';
  return (
    `local("${font.family} ${style}"),local("${font.family.replaceAll(' ', '')}-${style}"),` +
    `url(${SCRIPT_FONTS_PATH}/${scriptFontFile(font, weight)}) format("woff2")`
  );
}

/** The @font-face rules of a script's face in `weights`, and of the local face standing in until it comes. */
function faceRules(font: ScriptFont, weights: readonly number[]): string {
  const faces = weights.map(
    (weight) =>
      `@font-face{font-family:"${font.family}";font-style:normal;font-display:swap;font-weight:${SCRIPT_FONT_RANGES[weight] ?? weight};` +
      `src:${faceSources(font, weight)};unicode-range:${font.unicodeRange}}`,
  );
  // Noto's metrics (ascender 1.069 em, descender 0.293 em) given to whatever local face stands in meanwhile.
  const fallback =
    `@font-face{font-family:"${font.family} Fallback";src:${font.locals.map((name) => `local("${name}")`).join(',')};` +
    `size-adjust:100%;ascent-override:106.9%;descent-override:29.3%;line-gap-override:0%;unicode-range:${font.unicodeRange}}`;
  return faces.join('') + fallback;
}

const stackOf = (font: ScriptFont) => `"${font.family}","${font.family} Fallback",${SITE_STACK}`;

/** The <style> a page in `language` (or its one-line offer on an English page) carries; nothing for English. */
export function fontFacesFor(language: Language): string {
  const font = SCRIPT_FONTS[language];
  if (!font) return '';
  // html:root outweighs site.css's :root, which the page inlines after this.
  const stack = `html:root{--font:${stackOf(font)}}`;
  // No preload: it would fetch the file on a phone that has the face of its own (faceSources).
  return `<style>${faceRules(font, SCRIPT_FONT_WEIGHTS)}${stack}</style>`;
}

/**
 * What lets a page show text in another script, marked with its `lang` (an open day held in Bengali on /events, a
 * "Read in" link, a post in Hindi listed on /bn/blogs), in the site's face for it: the face's rules, scoped to
 * what is marked so, in two weights, and no preload. The browser fetches a face only when such text is on screen
 * (unicode-range), so a page without any downloads nothing; the language switch draws its names with its own
 * small face first (site.css, "Language Names") and never needs these. Only for the scripts the rendered `html`
 * marks text in, so a page without any carries no such rules (a page reached by moving inside the site shows such
 * text in the phone's own face until it is loaded anew).
 */
export function otherScriptFaces(language: Language, html: string): string {
  const rules = Object.entries(SCRIPT_FONTS)
    .filter(([other]) => other !== language && marksText(html, other))
    .map(([other, font]) => {
      if (!font) return '';
      // Not the switch's names: they are drawn with their own small face, and naming this one beside it would fetch it.
      return `${faceRules(font, SCRIPT_FONT_WEIGHTS)}:lang(${other}):not(.language-switch *){--font:${stackOf(font)};font-family:var(--font)}`;
    })
    .join('');
  return rules ? `<style>${rules}</style>` : '';
}

/** Whether `html` has an element marked `lang="<language>"` other than the language switch's own item (`<li>`). */
const marksText = (html: string, language: string) =>
  new RegExp(`<(?!li[\\s>])[a-z][a-z0-9]*(?:\\s[^>]*?)?\\slang="${language}"`, 'i').test(html);
