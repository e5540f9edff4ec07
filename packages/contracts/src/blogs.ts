import { z } from 'zod';
import { BLOG_CONTENT_MAX, BLOG_TAGS, BLOG_TITLE_MAX, EDIT_CONTENT_MAX } from './constants';
import { requiredText } from './validation';

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

const title = requiredText('Please enter a title.', BLOG_TITLE_MAX, 'The title');

/** Text fields of POST /createblog (multipart; the image travels as a file). The owner comes
 * from the token, so an `email` field in the form is accepted and ignored. */
export const createBlogFieldsSchema = z.object({
  title,
  content: requiredText('Please write some content.', BLOG_CONTENT_MAX, 'The content'),
  tags: blogTagsField,
  email: z.string().optional(),
});
export type CreateBlogFields = z.infer<typeof createBlogFieldsSchema>;

/** Text fields of PUT /editblog/{id}; the edit page limits content to 5000 characters. */
export const updateBlogFieldsSchema = createBlogFieldsSchema.extend({
  content: requiredText('Please write some content.', EDIT_CONTENT_MAX, 'The content'),
});
export type UpdateBlogFields = z.infer<typeof updateBlogFieldsSchema>;

/** A blog as GET /getblogs and GET /getblogs/{id} return it. */
export const blogSchema = z.object({
  _id: z.string(),
  title: z.string(),
  content: z.string(),
  image: z.string().optional(),
  tags: z.array(z.string()),
  email: z.string(),
  createdBy: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
  likes: z.array(z.string()),
});
export type Blog = z.infer<typeof blogSchema>;

export const blogListSchema = z.array(blogSchema);
