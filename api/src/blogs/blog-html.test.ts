import { BLOG_HTML_FORMATS } from '@brightwave/contracts';
import { sanitizeBlogHtml } from './blog-html';

const MEDIA = '/media/0123456789abcdef01234567';
const LINK_ATTRS = 'rel="noopener noreferrer nofollow" target="_blank"';

// Whatever a client sends, what survives.
const CLEANED: Array<[string, string, string]> = [
  ['script tag', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
  ['script in a paragraph', '<p>a<script>document.cookie</script>b</p>', '<p>ab</p>'],
  ['style tag', '<style>p{color:red}</style><p>a</p>', '<p>a</p>'],
  ['onerror on an image', `<img src="${MEDIA}" onerror="alert(1)" />`, `<img src="${MEDIA}" />`],
  ['onclick on a paragraph', '<p onclick="alert(1)">a</p>', '<p>a</p>'],
  ['javascript: link', '<p><a href="javascript:alert(1)">x</a></p>', '<p>x</p>'],
  ['JavaScript: link with spaces', '<a href=" JaVaScRiPt:alert(1)">x</a>', 'x'],
  ['entity-encoded javascript: link', '<a href="&#106;avascript:alert(1)">x</a>', 'x'],
  ['data: link', '<a href="data:text/html,<b>x</b>">x</a>', 'x'],
  ['relative link', '<a href="/admin">x</a>', 'x'],
  [
    'style with expression()',
    '<p><span style="color:expression(alert(1))">e</span></p>',
    '<p>e</p>',
  ],
  [
    'style with url()',
    '<p><span style="background-color:url(https://evil.example/x.png)">u</span></p>',
    '<p>u</p>',
  ],
  [
    'a colour outside the palette',
    '<p><span style="color:#123456;font-size:16px">x</span></p>',
    '<p><span style="font-size:16px">x</span></p>',
  ],
  ['a font size outside the list', '<p><span style="font-size:99px">x</span></p>', '<p>x</p>'],
  [
    'position style',
    '<p style="position:fixed;text-align:left">x</p>',
    '<p style="text-align:left">x</p>',
  ],
  ['data: image', '<p>a<img src="data:image/png;base64,iVBORw0KGgo=" /></p>', '<p>a</p>'],
  ['image from another host', '<img src="https://evil.example/x.png" />', ''],
  ['protocol-relative image', '<img src="//evil.example/media/0123456789abcdef01234567" />', ''],
  ['image path escaping /media/', '<img src="/media/../admin" />', ''],
  ['iframe', '<iframe src="https://evil.example"></iframe><p>a</p>', '<p>a</p>'],
  ['svg with script', '<svg><script>alert(1)</script></svg>b', 'b'],
  ['form and input', '<form><input value="x" /></form>t', 't'],
  ['bare span', '<p><span class="x">t</span></p>', '<p>t</p>'],
  [
    "b, i and strike become the editor's tags",
    '<b>b</b><i>i</i><strike>s</strike>',
    '<strong>b</strong><em>i</em><s>s</s>',
  ],
  [
    'link rel and target are ours',
    '<a href="https://x.example" target="_self" rel="opener">x</a>',
    `<a href="https://x.example" ${LINK_ATTRS}>x</a>`,
  ],
  ['unclosed tags are closed', '<p><strong>x', '<p><strong>x</strong></p>'],
];

describe('sanitizeBlogHtml', () => {
  it.each(BLOG_HTML_FORMATS)('keeps %s unchanged', (_name, html) => {
    expect(sanitizeBlogHtml(html)).toBe(html);
  });

  it.each(CLEANED)('removes %s', (_name, html, expected) => {
    expect(sanitizeBlogHtml(html)).toBe(expected);
  });

  it('is stable: cleaning twice changes nothing more', () => {
    const all = CLEANED.map(([, html]) => html).join('');
    const once = sanitizeBlogHtml(all);
    expect(sanitizeBlogHtml(once)).toBe(once);
    expect(once).not.toMatch(/script|onerror|onclick|javascript|expression|url\(|data:/i);
  });
});
