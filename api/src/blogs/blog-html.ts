import {
  isAllowedLinkUrl,
  EDITOR_ALIGNMENTS,
  EDITOR_BACKGROUND_COLORS,
  EDITOR_FONT_SIZES_PX,
  EDITOR_TEXT_COLORS,
  LINK_SCHEMES,
  MEDIA_SRC_PATTERN,
} from '@brightwave/contracts';
import sanitizeHtml from 'sanitize-html';
import { escapeRegExp } from '../common/text/escape-regexp';

const exactly = (values: readonly string[]) =>
  new RegExp(`^(?:${values.map(escapeRegExp).join('|')})$`, 'i');

const BLOCKS = ['h1', 'h2', 'h3', 'p', 'blockquote', 'li'];
const alignment = { 'text-align': [exactly(EDITOR_ALIGNMENTS)] };

/**
 * The allow-list of stored blog HTML: exactly what the editor (mfe-blog's Slate serialiser) can
 * produce, whatever the client sent. Styles are kept only with the editor's palette values, links
 * only to http, https and mailto (opening in a new tab, without referrer or ranking), images only
 * from this API's own `/media/`.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...BLOCKS, 'br', 'ul', 'ol', 'strong', 'em', 'u', 's', 'span', 'a', 'img'],
  allowedAttributes: {
    ...Object.fromEntries(BLOCKS.map((tag) => [tag, ['style']])),
    span: ['style'],
    a: ['href', 'rel', 'target'],
    img: ['src', 'alt'],
  },
  allowedStyles: {
    ...Object.fromEntries(BLOCKS.map((tag) => [tag, alignment])),
    span: {
      color: [exactly(EDITOR_TEXT_COLORS.map((c) => c.value))],
      'background-color': [exactly(EDITOR_BACKGROUND_COLORS.map((c) => c.value))],
      'font-size': [exactly(EDITOR_FONT_SIZES_PX.map((px) => `${px}px`))],
    },
  },
  allowedSchemes: [...LINK_SCHEMES],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // An image from anywhere but our own /media/ (another host, data:, javascript:) goes entirely;
  // a span whose every style was refused, or a link whose address was, keeps only its text.
  exclusiveFilter: (frame) => {
    if (frame.tag === 'img') return !MEDIA_SRC_PATTERN.test(frame.attribs.src ?? '');
    if (frame.tag === 'span' && !frame.attribs.style) return 'excludeTag';
    if (frame.tag === 'a' && !frame.attribs.href) return 'excludeTag';
    return false;
  },
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe', 'object'],
  transformTags: {
    // A link to anything but http, https or mailto keeps its text and loses its tag.
    a: (tagName, attribs): sanitizeHtml.Tag =>
      attribs.href && isAllowedLinkUrl(attribs.href)
        ? {
            tagName,
            attribs: { href: attribs.href, rel: 'noopener noreferrer nofollow', target: '_blank' },
          }
        : { tagName, attribs: {} },
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
  },
};

/** Stored blog HTML: the client's HTML reduced to the editor's allow-list. */
export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
