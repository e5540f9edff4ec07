// The site's business constants and the limits the server enforces, shared so the frontends and
// the API can never disagree about a number.

/** The fixed tag list a blog may carry, in the order the editor offers them. */
export const BLOG_TAGS = [
  'Technology',
  'Travel',
  'Food',
  'Health',
  'Fitness',
  'Lifestyle',
  'Education',
] as const;
export type BlogTag = (typeof BLOG_TAGS)[number];

/** The card label the blog list shows for every blog, whatever its tags. */
export const BLOG_LIST_CATEGORY_LABEL: BlogTag = 'Technology';

// Layout and content limits: the header turns solid after 50 px of scrolling, and so on.
export const HEADER_SCROLL_THRESHOLD_PX = 50;
export const MOBILE_BREAKPOINT_PX = 768;
export const EXCERPT_LENGTH = 120;
export const BLOG_GRID_COLUMNS = 3;
export const YOUR_BLOGS_PAGE_SIZE = 2;
export const YOUR_BLOGS_LOAD_MORE = 2;
export const EDIT_CONTENT_MAX = 5000;
export const READING_WPM = 200;
export const RECOMMENDED_COVER = { width: 1200, height: 630 } as const;
export const EDITOR_HEIGHT_PX = 400;
export const EDITOR_FONT_SIZES_PX = [12, 14, 16, 18, 20, 24, 28, 32] as const;
export const EDITOR_DEFAULT_FONT_SIZE_PX = 16;
export const CONTACT_MESSAGE_ROWS = 5;

// Durations in milliseconds.
export const BLOG_FETCH_DELAY_MS = 800;
export const CONTACT_NOTICE_MS = 5000;
export const REGISTRATION_REDIRECT_MS = 1000;
export const PUBLISH_MODAL_MS = 3000;
export const UPDATE_MODAL_MS = 3000;
export const CHUNK_TIMEOUT_MS = 120_000;
export const ANIMATION_MS = [800, 1000] as const;

// Length limits the server enforces on every field; chosen so honest input always fits and abuse
// does not.
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const CONTACT_LIMITS = {
  name: NAME_MAX,
  email: EMAIL_MAX,
  subject: 200,
  message: 5000,
} as const;
export const HONEYPOT_MAX = 500;
export const USERNAME_MAX = 50;
export const PASSWORD_MIN = 8;
/** bcrypt ignores everything after 72 bytes; refusing longer input keeps that from surprising. */
export const PASSWORD_MAX = 72;
export const AUTHOR_DESCRIPTION_MAX = 2000;
export const BLOG_TITLE_MAX = 200;
/** The author's own card text (otherwise the first EXCERPT_LENGTH characters of the post). */
export const BLOG_SUMMARY_MAX = 300;
/** Search results show about this much of a page's title and description. */
export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 160;
/** Bytes of a blog's rich-text HTML: generous (markup outweighs text), yet bounded. */
export const BLOG_CONTENT_MAX = 200_000;
export const COMMENT_TEXT_MAX = 2000;
export const CHAT_MESSAGE_MAX = 1000;
/** A handoff carries the conversation so far: this many messages of at most this length. */
export const CHAT_TRANSCRIPT_MAX = { messages: 60, textLength: 4000 } as const;
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

// The blog list's plain values live here, apart from blogs.ts's schemas: a page that needs only
// these (/blog) does not bring zod along.
/** Where the API serves uploaded images (re-encoded, under its own /media/ path). */
export const MEDIA_PATH_PREFIX = '/media/';
/** Posts per page on /blog. */
export const BLOG_LIST_PAGE_SIZE = 12;
/** The most one page of GET /getblogs may ask for (BLOG_LIST_PAGE_SIZE: the page /blog asks for). */
export const BLOG_PAGE_LIMIT_MAX = 50;
/** The header of GET /getblogs carrying the number of matching posts when paged. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
