// Every format the blog editor writes, in the exact HTML its serialiser produces. This is the
// contract between mfe-blog's editor and the API's allow-list: the API's sanitiser test checks
// each one is kept byte for byte, the editor's test that each survives HTML -> Slate -> HTML.

const MEDIA = '/media/0123456789abcdef01234567';
const LINK = 'rel="noopener noreferrer nofollow" target="_blank"';

export const BLOG_HTML_FORMATS: ReadonlyArray<readonly [name: string, html: string]> = [
  ['heading 1', '<h1>Title</h1>'],
  ['heading 2', '<h2>Part</h2>'],
  ['heading 3', '<h3>Section</h3>'],
  ['paragraph with a line break', '<p>one<br />two</p>'],
  ['empty paragraph', '<p></p>'],
  ['bulleted list', '<ul><li>a</li><li>b</li></ul>'],
  ['numbered list', '<ol><li>a</li><li>b</li></ol>'],
  ['blockquote', '<blockquote>Said</blockquote>'],
  ['bold', '<p><strong>b</strong></p>'],
  ['italic', '<p><em>i</em></p>'],
  ['underline', '<p><u>u</u></p>'],
  ['strike', '<p><s>s</s></p>'],
  ['nested marks', '<p><strong><em><u><s>all</s></u></em></strong></p>'],
  ['text colour', '<p><span style="color:#dc2626">red</span></p>'],
  ['background', '<p><span style="background-color:#fef08a">marked</span></p>'],
  ['font size', '<p><span style="font-size:24px">big</span></p>'],
  [
    'colour, background and size together',
    '<p><span style="color:#2563eb;background-color:#e2e8f0;font-size:12px">x</span></p>',
  ],
  ['marks around a coloured span', '<p><strong><span style="color:#16a34a">g</span></strong></p>'],
  ['align centre', '<p style="text-align:center">c</p>'],
  ['align right on a heading', '<h2 style="text-align:right">r</h2>'],
  ['justify a quote', '<blockquote style="text-align:justify">j</blockquote>'],
  ['align a list item', '<ul><li style="text-align:center">c</li></ul>'],
  ['https link', `<p>see <a href="https://example.com/a?b=1&amp;c=2" ${LINK}>x</a> now</p>`],
  ['http link', `<p><a href="http://example.com" ${LINK}>x</a></p>`],
  [
    'mailto link with bold text',
    `<p><a href="mailto:hello@brightwave.example" ${LINK}><strong>mail</strong></a></p>`,
  ],
  ['our own image', `<img src="${MEDIA}" alt="A chart &quot;Q3&quot;" />`],
  ['text with entities', '<p>5 &lt; 6 &amp; "quotes" \'single\' é</p>'],
  [
    'a whole post',
    `<h1 style="text-align:center">Launch</h1><p>We <strong>shipped</strong> <span style="font-size:20px">it</span>.</p><img src="${MEDIA}" alt="screenshot" /><ul><li>fast</li><li><em>safe</em></li></ul><blockquote>Great</blockquote>`,
  ],
];
