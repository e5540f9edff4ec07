import './zod-jitless';
import { z } from 'zod';

/** The most characters an author's bio may have (a line or two under their name). */
export const AUTHOR_BIO_MAX = 280;

/** An author's picture is kept square, this many pixels a side (twice the largest it is shown). */
export const AVATAR_SIZE = 192;

/** Characters a bio never keeps: control and format characters (bidi overrides, zero-width
 * ones) other than the line break. */
const BIO_CONTROL_CHARS = /(?!\n)[\p{Cc}\p{Cf}]/gu;

/**
 * PUT /api/authors/{id}/bio: plain text (shown as text, never as markup), control characters
 * dropped, runs of blank lines and spaces squeezed, at most AUTHOR_BIO_MAX characters.
 */
export const authorBioSchema = z.object({
  bio: z
    .string({ error: 'Please send the bio as text.' })
    .transform((text) =>
      text
        .replace(/\r\n?/g, '\n')
        .replace(/\t/g, ' ')
        .replace(BIO_CONTROL_CHARS, '')
        .replace(/ +/g, ' ')
        .replace(/\n{3,}/g, '\n\n')
        .trim(),
    )
    .pipe(
      z.string().max(AUTHOR_BIO_MAX, {
        error: `The bio must be at most ${AUTHOR_BIO_MAX} characters.`,
      }),
    ),
});
export type AuthorBioPayload = z.infer<typeof authorBioSchema>;

/**
 * An author's public page (GET /api/authors/{id}): name, avatar and bio, never an e-mail
 * address.
 */
export const authorProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** A picture's URL, or empty when the author has none. */
  avatar: z.string(),
  bio: z.string(),
});
export type AuthorProfile = z.infer<typeof authorProfileSchema>;

/** A tag as GET /api/tags lists it and GET /api/tags/{tag} describes its page. */
export const tagSummarySchema = z.object({
  name: z.string(),
  /** Its published posts. */
  count: z.number(),
  /** The page's title and meta description. */
  title: z.string(),
  description: z.string(),
});
export type TagSummary = z.infer<typeof tagSummarySchema>;

/** An author as GET /api/authors lists them. */
export const authorListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** When their latest post was published (ISO 8601). */
  lastPublished: z.string(),
});
export type AuthorListItem = z.infer<typeof authorListItemSchema>;
