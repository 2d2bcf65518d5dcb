// Blog HTML is sanitised with DOMPurify under an allow-list matching the staff editor: on write (staff API)
// and again when the public API hands a post out.
import { randomBytes } from 'node:crypto';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { type DefaultTreeAdapterTypes, parse, serialize } from 'parse5';

const window = new JSDOM('').window;
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);

const ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'span',
  'div',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'del',
  'mark',
  'sub',
  'sup',
  'small',
  'ul',
  'ol',
  'li',
  'blockquote',
  'pre',
  'code',
  'a',
  'img',
  'iframe',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'figure',
  'figcaption',
];
const ALLOWED_ATTR = [
  'href',
  'title',
  'src',
  'alt',
  'width',
  'height',
  'class',
  'target',
  'rel',
  'data-indent',
  'data-color',
  'colspan',
  'rowspan',
  'start',
  'allowfullscreen',
  'frameborder',
  'loading',
];

// A leading "//" or "/\" is another host to a browser, not a path on this site.
const SAFE_LINK = /^(https?:|mailto:|tel:|#|\/(?![/\\]))/i;
const SAFE_IMAGE = /^(https?:\/\/|\/media\/|\/images\/)/i;
/** The whole address must be an embed: a prefix match would let "/embed/x/../../anything" through. */
const SAFE_FRAME =
  /^https:\/\/(www\.)?(youtube\.com\/embed\/|youtube-nocookie\.com\/embed\/|player\.vimeo\.com\/video\/)[\w-]+(\?[\w=&%.-]*)?$/i;
/** Style properties the editor writes: colours, alignment, indentation. */
const SAFE_STYLE_PROPERTIES = new Set(['color', 'background-color', 'text-align', 'margin-left', 'padding-left']);
/** One character class, anchored: linear however long the value (no two quantifiers competing for the same text). */
const SAFE_STYLE_VALUE = /^[#\w\s(),.%-]+$/;
/** Far beyond the editor's longest style; a longer one is dropped unread rather than split and matched. */
export const MAX_STYLE_LENGTH = 1000;

/**
 * The declarations of a style attribute the editor could have written, or '' if none. Parsed by splitting and
 * trimming rather than by one regular expression: `\s*:\s*[…\s…]+$` backtracked quadratically on long runs of
 * spaces (190,000 of them held the event loop for 20 s).
 */
export function safeStyle(style: string): string {
  if (style.length > MAX_STYLE_LENGTH) return '';
  const kept: string[] = [];
  for (const declaration of style.trim().split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (!SAFE_STYLE_PROPERTIES.has(property) || !SAFE_STYLE_VALUE.test(value) || /url\(|expression/i.test(value))
      continue;
    // Kept as written, so sanitising clean HTML again changes nothing.
    kept.push(declaration);
  }
  return kept.join(';');
}

/**
 * An address as a browser reads it (WHATWG URL): tabs and line breaks anywhere are dropped and leading or trailing
 * controls and spaces trimmed, so "/&#x09;/evil.example" is checked as the "//evil.example" it becomes.
 */
const asBrowserReads = (url: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the URL parser's own rule
  url.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');

/** Link targets the editor offers; another (`_top`, `_parent`, a named window) could reach this page's opener. */
const SAFE_TARGETS = new Set(['_blank', '_self']);

purify.addHook('uponSanitizeAttribute', (node, data) => {
  const value =
    data.attrName === 'href' || data.attrName === 'src' ? asBrowserReads(data.attrValue) : data.attrValue.trim();
  if (data.attrName === 'href' || data.attrName === 'src') data.attrValue = value;
  if (data.attrName === 'href' && !SAFE_LINK.test(value)) data.keepAttr = false;
  if (data.attrName === 'src') {
    const ok = node.nodeName === 'IFRAME' ? SAFE_FRAME.test(value) : SAFE_IMAGE.test(value);
    if (!ok) data.keepAttr = false;
  }
  if (data.attrName === 'target' && !SAFE_TARGETS.has(value)) data.keepAttr = false;
  // Checked again although styleAside kept only safe ones: nothing reaches the page on one check alone.
  if (data.attrName === styleCarrier && safeStyle(value) !== value) data.keepAttr = false;
});
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName === 'IFRAME' && !node.getAttribute('src')) node.remove();
  if (node.nodeName === 'A' && node.hasAttribute('target') && node.getAttribute('target') !== '_self')
    node.setAttribute('rel', 'noopener noreferrer');
});

type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

/** Every element of a parse5 tree, template contents included; a loop, so deep nesting cannot overflow the stack. */
function forEachElement(root: ParentNode, visit: (element: Element) => void): void {
  const pending: ParentNode[] = [root];
  for (let node = pending.pop(); node; node = pending.pop()) {
    if ('tagName' in node) {
      visit(node);
      if (node.tagName === 'template') pending.push((node as DefaultTreeAdapterTypes.Template).content);
    }
    for (const child of node.childNodes) if ('childNodes' in child) pending.push(child);
  }
}

/**
 * The attribute that carries a style through DOMPurify, named afresh for each call so no input can contain it.
 * jsdom parses every style attribute it is given as CSS, slowly (milliseconds per element, and quadratic in a
 * long one: 400 KB of "x;" took minutes), so DOMPurify must never see one.
 */
let styleCarrier = '';

/**
 * Parses the HTML with parse5 (linear, no CSS), keeps only the editor's styles (safeStyle) and moves each into the
 * carrier attribute, in place, so attribute order and the sanitised output stay as they were.
 */
function styleAside(html: string, carrier: string): string {
  const document = parse(html);
  forEachElement(document, (element) => {
    element.attrs = element.attrs.flatMap((attr) => {
      if (attr.namespace || attr.name !== 'style') return [attr];
      const kept = safeStyle(attr.value);
      return kept ? [{ name: carrier, value: kept }] : [];
    });
  });
  // DOMPurify gives back the input's leading white space, which parse5 drops before <html>.
  return (/^[\r\n\t ]*/.exec(html)?.[0] ?? '') + serialize(document);
}

export function sanitizeBlogHtml(html: string): string {
  styleCarrier = `data-style-${randomBytes(8).toString('hex')}`;
  const clean = purify.sanitize(styleAside(html, styleCarrier), {
    ALLOWED_TAGS,
    ALLOWED_ATTR: [...ALLOWED_ATTR, styleCarrier],
    // Not a URI ("color: red" would read as an unknown scheme); its value is checked by the hook above.
    ADD_URI_SAFE_ATTR: [styleCarrier],
    ALLOW_DATA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    ADD_TAGS: [],
    FORBID_TAGS: ['script', 'style', 'object', 'embed', 'form', 'input', 'svg', 'math'],
  }) as string;
  // The serialiser writes an attribute as ` name="value"` and escapes '"' inside values, and the name is unguessable,
  // so this text occurs only where the carrier attribute begins; the replacement adds no '<', '>' or quote.
  return clean.replaceAll(` ${styleCarrier}="`, ' style="');
}
