import { BLOG_HTML_FORMATS } from '@brightwave/contracts';
import { fromHtml, toHtml } from './serialize';

const MEDIA = '/media/0123456789abcdef01234567';

describe('HTML <-> Slate', () => {
  it.each(BLOG_HTML_FORMATS)('round-trips %s', (_name, html) => {
    expect(toHtml(fromHtml(html))).toBe(html);
  });

  it('reads b, i, strike and rgb() colours as the editor writes them', () => {
    expect(
      toHtml(
        fromHtml(
          '<p><b>b</b><i>i</i><strike>s</strike><span style="color: rgb(220, 38, 38)">r</span></p>',
        ),
      ),
    ).toBe('<p><strong>b</strong><em>i</em><s>s</s><span style="color:#dc2626">r</span></p>');
  });

  it('wraps loose text in a paragraph and lifts images out of paragraphs', () => {
    expect(
      toHtml(fromHtml(`loose <strong>text</strong><p>a<img src="${MEDIA}" alt="" />b</p>`)),
    ).toBe(`<p>loose <strong>text</strong></p><p>ab</p><img src="${MEDIA}" alt="" />`);
  });

  it('gives an empty document one empty paragraph', () => {
    expect(fromHtml('')).toEqual([{ type: 'paragraph', children: [{ text: '' }] }]);
    expect(toHtml(fromHtml(''))).toBe('<p></p>');
  });
});
