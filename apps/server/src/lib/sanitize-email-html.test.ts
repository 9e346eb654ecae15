import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-email-html';

/** Hostile HTML (OWASP's XSS filter evasion cheat sheet and DOMPurify's own test themes), for both modes. */
const HOSTILE = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.test/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<svg onload=alert(1)><circle r=10></circle></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<iframe src="https://evil.test"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="https://evil.test/x.swf"></object>',
  '<embed src="https://evil.test/x.swf">',
  '<form action="https://evil.test"><input name="password"><button>Go</button></form>',
  '<p onclick="alert(1)" onmouseover="alert(2)">click</p>',
  '<body onload=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<style>@import "https://evil.test/x.css";</style>',
  '<link rel=stylesheet href="https://evil.test/x.css">',
  '<meta http-equiv="refresh" content="0;url=https://evil.test">',
  '<base href="https://evil.test/">',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<details open ontoggle=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<a href="https://ok.test" onfocus="alert(1)" autofocus>ok</a>',
  '<textarea><script>alert(1)</script></textarea>',
  '"><script>alert(1)</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
];

/** Nothing that can run, load a frame or a form, or carry a handler or a style, whatever the mode. */
function expectHarmless(out: string) {
  expect(out).not.toMatch(/<\s*(script|object|embed|form|input|button|iframe|svg|math|style|link|meta|base|textarea|details|body)\b/i);
  expect(out).not.toMatch(/\son[a-z]+\s*=/i);
  expect(out).not.toMatch(/javascript:|vbscript:|data:/i);
  expect(out).not.toMatch(/\sstyle\s*=|\sbackground\s*=|\ssrcdoc\s*=/i);
}

describe.each(['strict', 'email'] as const)('sanitizeHtml in %s mode', (mode) => {
  it.each(HOSTILE)('disarms %s', async (html) => {
    expectHarmless(await sanitizeHtml(html, mode));
  });

  it('keeps the simple formatting both modes allow, without attributes it does not', async () => {
    expect(await sanitizeHtml('<p class="x" id="y">Hello <strong>Liza</strong>, <em>see</em> <u>you</u><br><b>soon</b> <i>!</i></p>', mode)).toBe(
      mode === 'strict'
        ? '<p>Hello <strong>Liza</strong>, <em>see</em> <u>you</u><br><b>soon</b> <i>!</i></p>'
        : '<p class="x">Hello <strong>Liza</strong>, <em>see</em> <u>you</u><br><b>soon</b> <i>!</i></p>',
    );
  });

  it('keeps text as text', async () => {
    expect(await sanitizeHtml('3 < 5 & "quoted"', mode)).toBe('3 &lt; 5 &amp; "quoted"');
  });
});

describe('strict mode', () => {
  it('drops every other tag but keeps its text', async () => {
    expect(await sanitizeHtml('<h1>Title</h1><a href="https://ok.test">link</a><ul><li>item</li></ul><img src="https://ok.test/x.png">', 'strict')).toBe(
      'Titlelinkitem',
    );
  });
});

describe('email mode', () => {
  it('keeps links, images, tables and headings with the allowed attributes, and opens links in a new tab', async () => {
    const out = await sanitizeHtml(
      '<h2 align="center" style="color:red">Menu</h2><a href="https://ok.test/menu" title="Menu" data-x="1">menu</a>' +
        '<img src="https://ok.test/a.png" alt="A" width="10" height="20" onload="x()"><table><tr><td align="left">1</td></tr></table>',
      'email',
    );
    expect(out).toBe(
      '<h2 align="center">Menu</h2><a href="https://ok.test/menu" title="Menu" target="_blank" rel="noopener noreferrer">menu</a>' +
        '<img src="https://ok.test/a.png" alt="A" width="10" height="20"><table><tbody><tr><td align="left">1</td></tr></tbody></table>',
    );
  });

  it('overrides a target or rel the author set', async () => {
    expect(await sanitizeHtml('<a href="mailto:events@venue.test" target="_self" rel="opener">mail</a>', 'email')).toBe(
      '<a href="mailto:events@venue.test" target="_blank" rel="noopener noreferrer">mail</a>',
    );
  });

  it('leaves the text of forbidden containers out entirely', async () => {
    expect(await sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{}</style><iframe>inner</iframe>', 'email')).toBe('<p>a</p>');
  });

  it('treats "content" as the e-mail mode', async () => {
    expect(await sanitizeHtml('<h1 onclick="x()">T</h1>', 'content')).toBe('<h1>T</h1>');
  });
});
