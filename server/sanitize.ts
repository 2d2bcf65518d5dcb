// Blog HTML is sanitised with DOMPurify under an allow-list matching the staff editor: on write (staff API)
// and again when the public API hands a post out.
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

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
  'style',
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
/** Style declarations the editor writes: colours, alignment, indentation. */
const SAFE_STYLE = /^\s*(color|background-color|text-align|margin-left|padding-left)\s*:\s*[#\w\s(),.%-]+$/i;

purify.addHook('uponSanitizeAttribute', (node, data) => {
  const value = data.attrValue.trim();
  if (data.attrName === 'href' && !SAFE_LINK.test(value)) data.keepAttr = false;
  if (data.attrName === 'src') {
    const ok = node.nodeName === 'IFRAME' ? SAFE_FRAME.test(value) : SAFE_IMAGE.test(value);
    if (!ok) data.keepAttr = false;
  }
  if (data.attrName === 'style') {
    const kept = value
      .split(';')
      .filter((declaration) => SAFE_STYLE.test(declaration) && !/url\(|expression/i.test(declaration))
      .join(';');
    if (kept) data.attrValue = kept;
    else data.keepAttr = false;
  }
});
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName === 'IFRAME' && !node.getAttribute('src')) node.remove();
  if (node.nodeName === 'A' && node.getAttribute('target') === '_blank')
    node.setAttribute('rel', 'noopener noreferrer');
});

export function sanitizeBlogHtml(html: string): string {
  return purify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    ADD_TAGS: [],
    FORBID_TAGS: ['script', 'style', 'object', 'embed', 'form', 'input', 'svg', 'math'],
  }) as string;
}
