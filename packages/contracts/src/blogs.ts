import './zod-jitless';
import { z } from 'zod';
import {
  BLOG_CONTENT_MAX,
  BLOG_TAGS,
  BLOG_TITLE_MAX,
  EDIT_CONTENT_MAX,
  EXCERPT_LENGTH,
  READING_WPM,
  BLOG_PAGE_LIMIT_MAX,
  BLOG_SUMMARY_MAX,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
} from './constants';
import { TEXTS } from './texts';
import { objectIdField } from './validation';

// What a blog is, what the editor may put into one and what the list and detail pages derive from
// it. The API's sanitiser and the editor's serialiser both read the palette and limits below, so a
// post written in the editor always passes the server unchanged.

/** A draft is seen only by its owner (and admins); a published blog by everyone. */
export const BLOG_STATUSES = ['draft', 'published'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

/** Characters of text (not markup) a blog may hold: the edit page's limit, for both pages. */
export const BLOG_TEXT_MAX = EDIT_CONTENT_MAX;

// The editor's palette (eight preset text colours, default black; a background; font sizes
// 12-32 px, default 16). Lower-case hex, exactly as stored.
export const EDITOR_TEXT_COLORS = [
  { value: '#000000', label: 'Black' },
  { value: '#475569', label: 'Slate' },
  { value: '#dc2626', label: 'Red' },
  { value: '#ea580c', label: 'Orange' },
  { value: '#ca8a04', label: 'Amber' },
  { value: '#16a34a', label: 'Green' },
  { value: '#2563eb', label: 'Blue' },
  { value: '#7c3aed', label: 'Purple' },
] as const;
export const EDITOR_DEFAULT_TEXT_COLOR = '#000000';
export const EDITOR_BACKGROUND_COLORS = [
  { value: '#fef08a', label: 'Yellow' },
  { value: '#bbf7d0', label: 'Green' },
  { value: '#bfdbfe', label: 'Blue' },
  { value: '#fbcfe8', label: 'Pink' },
  { value: '#fed7aa', label: 'Orange' },
  { value: '#e9d5ff', label: 'Purple' },
  { value: '#e2e8f0', label: 'Grey' },
  { value: '#0b1b3f', label: 'Ink' },
] as const;
export const EDITOR_ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;
export type EditorAlignment = (typeof EDITOR_ALIGNMENTS)[number];
/** Link schemes the editor creates and the server keeps. */
export const LINK_SCHEMES = ['http', 'https', 'mailto'] as const;

/** Whether a URL typed into the link dialog may become a link (http, https or mailto only). */
export function isAllowedLinkUrl(url: string): boolean {
  const value = url.trim();
  if (/[\s<>"`]/.test(value)) return false;
  return /^https?:\/\/[^/?#:@]+(?::\d+)?(?:[/?#]|$)/i.test(value) || /^mailto:[^/]+$/i.test(value);
}

// Images: uploaded to the API, re-encoded and served from its own /media/ path.

/** Largest upload accepted, in bytes (5 MB); larger gets 413. */
export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;
/** What uploads may be, judged by their bytes. */
export const MEDIA_ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** The cover as the detail page shows it (1200x630, cropped) and as a card shows it. */
export const COVER_SIZE = { width: 1200, height: 630 } as const;
export const CARD_IMAGE_SIZE = { width: 600, height: 315 } as const;
/** Inline editor images are shrunk to fit this width, never enlarged. */
export const INLINE_IMAGE_MAX_WIDTH = 1600;

/** A stored image's path: `/media/<24 hex digits>`. */
export const MEDIA_SRC_PATTERN = /^\/media\/[a-f\d]{24}$/;

/** POST /media answers where the stored image is served. */
export const mediaUploadResponseSchema = z.object({ id: z.string(), url: z.string() });
export type MediaUploadResponse = z.infer<typeof mediaUploadResponseSchema>;

// Text derived from a blog's HTML, the same way on both sides (no DOM needed).

const BLOCK_TAG = /<\/?(?:p|h[1-6]|li|ul|ol|blockquote|br|div|img)\b[^>]*>/gi;
const ANY_TAG = /<[^>]*>/g;
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** The readable text of blog HTML: tags removed (blocks and breaks as spaces), entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(BLOCK_TAG, ' ')
    .replace(ANY_TAG, '')
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code =
          name[1] === 'x' || name[1] === 'X'
            ? parseInt(name.slice(2), 16)
            : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Reading time: words / 200, rounded up, in minutes. */
export function readingTimeMinutes(text: string): number {
  const words = text.trim().split(/\s+/).filter(Boolean).length;
  return Math.ceil(words / READING_WPM);
}

/** The blog card excerpt: the first 120 characters, plus an ellipsis when longer. */
export function excerpt(text: string, length: number = EXCERPT_LENGTH): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

// Payloads.

const tag = z.enum(BLOG_TAGS, {
  error: `Tags must be chosen from: ${BLOG_TAGS.join(', ')}.`,
});

/**
 * Tags as the forms send them: multipart carries one comma-joined string ("Food,Travel"), JSON
 * may carry an array. Blanks and duplicates are dropped, as the editor does.
 */
export const blogTagsField = z
  .union([z.string(), z.array(z.string())], { error: 'Tags must be a list of words.' })
  .optional()
  .transform((raw) => {
    const list = typeof raw === 'string' ? raw.split(',') : (raw ?? []);
    return [...new Set(list.map((t) => t.trim()).filter(Boolean))];
  })
  .pipe(z.array(tag));

const optionalText = (max: number, tooLong: string) =>
  z
    .string({ error: 'Please send text.' })
    .trim()
    .max(max, { error: tooLong })
    .optional()
    .transform((value) => value ?? '');

/**
 * Text fields of POST /createblog and PUT /editblog/{id} (multipart; the image travels as a
 * file). Only limits are checked here: what publishing needs (title, content, image) depends on
 * the status and on the stored image, so `missingForPublish` says it. The owner comes from the
 * token, so an `email` field in the form is accepted and ignored.
 */
export const blogFieldsSchema = z.object({
  title: optionalText(BLOG_TITLE_MAX, `The title must be at most ${BLOG_TITLE_MAX} characters.`),
  content: optionalText(BLOG_CONTENT_MAX, 'The content is too large.').refine(
    (html) => htmlToText(html).length <= BLOG_TEXT_MAX,
    { error: `The content must be at most ${BLOG_TEXT_MAX} characters of text.` },
  ),
  tags: blogTagsField,
  status: z
    .enum(BLOG_STATUSES, { error: 'The status must be draft or published.' })
    .default('published'),
  email: z.string().optional(),
  /** The card's text; empty means the first 120 characters of the post. */
  summary: optionalText(
    BLOG_SUMMARY_MAX,
    `The excerpt must be at most ${BLOG_SUMMARY_MAX} characters.`,
  ),
  /** The title and description search results show; empty means the title and the excerpt. */
  seoTitle: optionalText(
    SEO_TITLE_MAX,
    `The search result title must be at most ${SEO_TITLE_MAX} characters.`,
  ),
  seoDescription: optionalText(
    SEO_DESCRIPTION_MAX,
    `The search result description must be at most ${SEO_DESCRIPTION_MAX} characters.`,
  ),
});
export type BlogFields = z.infer<typeof blogFieldsSchema>;

/** PUT /editblog/{id}: the same fields; without a status the blog keeps the one it has. */
export const blogUpdateFieldsSchema = blogFieldsSchema.extend({
  status: z.enum(BLOG_STATUSES, { error: 'The status must be draft or published.' }).optional(),
  /** "true": the stored cover goes (a new image, when sent, replaces it anyway). */
  removeImage: z
    .enum(['true', 'false'], { error: 'removeImage must be true or false.' })
    .optional()
    .transform((value) => value === 'true'),
});
export type BlogUpdateFields = z.infer<typeof blogUpdateFieldsSchema>;

/** The fields a blog lacks to be published; empty when it may be. */
export function missingForPublish(blog: {
  title: string;
  content: string;
  hasImage: boolean;
}): Array<'title' | 'content' | 'image'> {
  const missing: Array<'title' | 'content' | 'image'> = [];
  if (!blog.title.trim()) missing.push('title');
  if (!htmlToText(blog.content) && !/<img\b/i.test(blog.content)) missing.push('content');
  if (!blog.hasImage) missing.push('image');
  return missing;
}

/** The answer when publishing lacks a field: the alert text naming what is missing. */
export const PUBLISH_INCOMPLETE = {
  create: TEXTS.blogs.fillAllToPublish,
  update: TEXTS.blogs.fillAllToUpdate,
} as const;

/**
 * A blog as GET /getblogs and GET /getblogs/{id} return it. No e-mail address: these answers are
 * public, so the owner is named by account id (`createdBy`) and name (`authorName`) only.
 */
export const blogSchema = z.object({
  _id: z.string(),
  title: z.string(),
  content: z.string(),
  /** The cover, `/media/<id>` on the API (1200x630), absent when none. */
  image: z.string().optional(),
  /** The cover at card size. */
  cardImage: z.string().optional(),
  tags: z.array(z.string()),
  createdBy: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string().optional(),
  likes: z.array(z.string()),
  status: z.enum(BLOG_STATUSES),
  excerpt: z.string(),
  /** The author's own excerpt, search result title and description, when they wrote them. */
  summary: z.string().optional(),
  seoTitle: z.string().optional(),
  seoDescription: z.string().optional(),
  readingMinutes: z.number(),
  commentCount: z.number(),
});
export type Blog = z.infer<typeof blogSchema>;

/** A list entry of `GET /getblogs?fields=summary`: everything but the content. */
export const blogSummarySchema = blogSchema.omit({ content: true });
export type BlogSummary = z.infer<typeof blogSummarySchema>;

export const blogListSchema = z.array(blogSchema);

/** GET /getblogs-version: the number every write to a post raises. */
export const blogsVersionSchema = z.object({ version: z.number() });
export type BlogsVersion = z.infer<typeof blogsVersionSchema>;

const positiveInt = (what: string, max?: number) =>
  z.coerce
    .number({ error: `${what} must be a whole number.` })
    .int({ error: `${what} must be a whole number.` })
    .min(1, { error: `${what} must be at least 1.` })
    .max(max ?? Number.MAX_SAFE_INTEGER, { error: `${what} must be at most ${max}.` })
    .optional();

/** Query of GET /getblogs; all optional, so a bare GET /getblogs still lists every post. */
export const blogListQuerySchema = z.object({
  q: z.string().trim().max(BLOG_TITLE_MAX).optional(),
  tag: z
    .enum(BLOG_TAGS, { error: `Tags must be chosen from: ${BLOG_TAGS.join(', ')}.` })
    .optional(),
  /** An account id (`createdBy`): that author's published posts, and drafts for them. */
  author: objectIdField('The author must be given by account id.').optional(),
  page: positiveInt('The page'),
  limit: positiveInt('The limit', BLOG_PAGE_LIMIT_MAX),
  fields: z.enum(['summary'], { error: 'fields may only be "summary".' }).optional(),
});
export type BlogListQuery = z.infer<typeof blogListQuerySchema>;
