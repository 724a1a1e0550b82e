import { describe, expect, it } from 'vitest';
import { isBlankRichText, richTextAsText, safeLinkHref, sanitizeRichText } from './html.js';

const REL = 'rel="noopener noreferrer nofollow"';

describe('sanitizeRichText keeps what the editor produces', () => {
  it('keeps paragraphs, headings, bold, italic, line breaks and lists unchanged', () => {
    const html =
      '<h1>Title</h1><h2>Part</h2><h3>Sub</h3><h4>a</h4><h5>b</h5><h6>c</h6>' +
      '<p>Plain <strong>bold</strong> <em>italic</em> <b>b</b> <i>i</i></p><p></p>' +
      '<ul><li><p>one</p></li><li><p>two</p></li></ul>' +
      '<ol><li><p>first</p></li></ol>';
    expect(sanitizeRichText(html)).toBe(html);
    expect(sanitizeRichText('<p>line<br>break</p>')).toBe('<p>line<br />break</p>');
  });

  it('keeps links in the editor’s form (target and rel as the editor sets them)', () => {
    expect(
      sanitizeRichText(
        `<p><a target="_blank" ${REL} href="https://example.com/jobs?q=a&amp;b=1">jobs</a></p>`,
      ),
    ).toBe(`<p><a href="https://example.com/jobs?q=a&amp;b=1" target="_blank" ${REL}>jobs</a></p>`);
    expect(sanitizeRichText('<a href="mailto:hr@example.com">mail</a>')).toBe(
      `<a href="mailto:hr@example.com" target="_blank" ${REL}>mail</a>`,
    );
    expect(sanitizeRichText('<a href="http://example.com" target="_top" rel="opener">x</a>')).toBe(
      `<a href="http://example.com/" target="_blank" ${REL}>x</a>`,
    );
  });

  it('keeps a numbered list’s start and numbering style, nothing else', () => {
    expect(sanitizeRichText('<ol start="3" type="a" class="x"><li>c</li></ol>')).toBe(
      '<ol start="3" type="a"><li>c</li></ol>',
    );
    expect(sanitizeRichText('<ol start="1"><li>a</li></ol>')).toBe('<ol><li>a</li></ol>');
    expect(sanitizeRichText('<ol start="3;x" type="disc"><li>a</li></ol>')).toBe(
      '<ol><li>a</li></ol>',
    );
  });

  it('drops tags the editor cannot produce but keeps their words', () => {
    expect(
      sanitizeRichText(
        '<div><span style="color:red">red</span> <u>under</u> <s>gone</s> <code>x</code></div>',
      ),
    ).toBe('red under gone x');
    expect(sanitizeRichText('<blockquote><p>quote</p></blockquote><hr><pre>pre</pre>')).toBe(
      '<p>quote</p>pre',
    );
    expect(sanitizeRichText('<p class="lead" id="x" data-x="1" style="x">text</p>')).toBe(
      '<p>text</p>',
    );
  });
});

/** Each string tries to get script, a handler, a frame or a dangerous URL through. */
const ATTACKS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<p onclick="alert(1)">click</p>',
  '<p ONMOUSEOVER=alert(1)>hover</p>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="https://evil.example/">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="java\nscript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;avascript&colon;alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="//evil.example/x">x</a>',
  '<a href="/relative/path">x</a>',
  '<a href="https://ok.example" onclick="alert(1)">x</a>',
  '<a href="https://ok.example" style="position:fixed">x</a>',
  '<a href="https://ok.example"" onmouseover="alert(1)">x</a>',
  '<p title="</p><script>alert(1)</script>">x</p>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<template><script>alert(1)</script></template>',
  '<xmp><script>alert(1)</script></xmp>',
  '<title><script>alert(1)</script></title>',
  '<textarea><script>alert(1)</script></textarea>',
  '<select><option><img src=x onerror=alert(1)></option></select>',
  '<!--<script>alert(1)</script>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
  '<div><p><strong onclick=alert(1)><em onmouseover=alert(1)>deep</em></strong></p></div>',
  '<h1 onfocus=alert(1) tabindex=0>head</h1>',
  '<ul><li onclick=alert(1)>item</li></ul>',
];

describe('sanitizeRichText removes every attack', () => {
  it.each(ATTACKS)('%s', (attack) => {
    const clean = sanitizeRichText(attack);
    expect(clean).not.toMatch(
      /<(script|style|iframe|object|embed|svg|math|img|link|meta|base|form|input|body|template|xmp|title|textarea|select|noscript)\b/i,
    );
    expect(clean).not.toMatch(/\son[a-z]+\s*=/i);
    expect(clean).not.toMatch(/\sstyle\s*=/i);
    expect(clean).not.toMatch(/\ssrc(doc)?\s*=/i);
    expect(clean).not.toMatch(/(java|vb)script\s*:|data:/i);
    for (const href of clean.matchAll(/href="([^"]*)"/g)) {
      expect(href[1]).toMatch(/^(https?:\/\/|mailto:)/);
    }
    // Every tag left is one the editor produces.
    for (const tag of clean.matchAll(/<\/?([a-z0-9]+)/gi)) {
      expect(['p', 'br', 'strong', 'em', 'a', 'ul', 'li', 'h1']).toContain(tag[1]);
    }
  });

  it('turns a link with a refused target into its plain text', () => {
    expect(sanitizeRichText('<p><a href="javascript:alert(1)">click <b>me</b></a></p>')).toBe(
      '<p>click <b>me</b></p>',
    );
    expect(sanitizeRichText('<a href="/jobs">jobs</a>')).toBe('jobs');
  });

  it('keeps escaped text escaped', () => {
    expect(sanitizeRichText('<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; 5 &gt; 3</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; 5 &gt; 3</p>',
    );
    expect(sanitizeRichText('a < b > c')).toBe('a &lt; b &gt; c');
  });
});

describe('safeLinkHref', () => {
  it.each([
    ['https://example.com/a b', 'https://example.com/a%20b'],
    ['  HTTP://Example.COM  ', 'http://example.com/'],
    ['mailto:a@example.com', 'mailto:a@example.com'],
  ])('accepts %j as %j', (raw, expected) => {
    expect(safeLinkHref(raw)).toBe(expected);
  });

  it.each([undefined, '', 'ftp://example.com', 'javascript:alert(1)', 'example.com', '#top'])(
    'refuses %j',
    (raw) => {
      expect(safeLinkHref(raw)).toBeNull();
    },
  );
});

describe('isBlankRichText', () => {
  it.each(['', '<p></p>', '<p> </p><p><br /></p>', '<p>&nbsp;</p>', '<ul><li><p></p></li></ul>'])(
    'treats %j as blank',
    (html) => {
      expect(isBlankRichText(html)).toBe(true);
    },
  );

  it.each(['<p>a</p>', '<h2>Heading</h2>', '<p><a href="https://x.example/">link</a></p>'])(
    'treats %j as written',
    (html) => {
      expect(isBlankRichText(html)).toBe(false);
    },
  );
});

describe('richTextAsText', () => {
  it('reads rich text as its words, paragraphs and items apart, entities as characters', () => {
    expect(
      richTextAsText(
        '<p>United States.</p><h2>What you will do</h2><ul><li><p>Prepare &amp; ship</p></li>' +
          '<li>Say &lt;hi&gt;&nbsp;twice<br>daily</li></ul><script>alert(1)</script>',
      ),
    ).toBe('United States. What you will do Prepare & ship Say <hi> twice daily');
    expect(richTextAsText('<p></p>')).toBe('');
  });
});
