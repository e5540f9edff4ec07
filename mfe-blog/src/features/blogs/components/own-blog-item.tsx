import { Link } from '@brightwave/web-kit/router';
import type { Blog, SessionUser } from '@brightwave/contracts';
import { Button, ButtonLink } from '@brightwave/web-kit';
import { mediaSrc } from '../api/media';
import { blogDate, readingLabel } from '../format';
import { CoverPlaceholder } from './blog-card';
import styles from './own-blogs.module.css';
import { pagePath, PAGE_PATHS } from '@brightwave/site-content';

/** One of the user's blogs: cover, title (Draft marked), meta, excerpt; comments, Edit, Delete. */
export function OwnBlogItem({
  blog,
  user,
  onDelete,
}: {
  blog: Blog;
  user: SessionUser | null;
  onDelete: (blog: Blog) => void;
}) {
  const cover = blog.cardImage ?? blog.image;
  // Edit and Delete need the author (or admin) role as well as ownership, as the API does: a
  // demoted author's posts stay listed, read-only.
  const owner = blog.createdBy === user?.id && (user.author || user.admin);
  return (
    <li className={styles.item}>
      {cover ? (
        <img className={styles.cover} src={mediaSrc(cover)} alt="" width={600} height={315} />
      ) : (
        <CoverPlaceholder className={styles.cover} />
      )}
      <div className={styles.body}>
        <h2 className={styles.title}>
          <Link to={pagePath(PAGE_PATHS.blogPost, { id: blog._id })}>
            {blog.title || 'Untitled draft'}
          </Link>
          {blog.status === 'draft' && <span className={styles.draft}>Draft</span>}
        </h2>
        <p className={styles.meta}>
          <time dateTime={blog.createdAt}>{blogDate(blog.createdAt)}</time> ·{' '}
          {readingLabel(blog.readingMinutes)} · {blog.likes.length}{' '}
          {blog.likes.length === 1 ? 'like' : 'likes'}
        </p>
        <p className={styles.excerpt}>{blog.excerpt}</p>
        <div className={styles.actions}>
          <Link
            className={styles.textLink}
            to={pagePath(PAGE_PATHS.commentSection, { id: blog._id })}
          >
            View Comments
          </Link>
          {owner && (
            <>
              <ButtonLink
                size="small"
                variant="secondary"
                to={pagePath(PAGE_PATHS.editBlog, { id: blog._id })}
                aria-label={`Edit ${blog.title || 'draft'}`}
              >
                Edit
              </ButtonLink>
              <Button
                size="small"
                variant="danger"
                onClick={() => onDelete(blog)}
                aria-label={`Delete ${blog.title || 'draft'}`}
              >
                Delete
              </Button>
            </>
          )}
        </div>
      </div>
    </li>
  );
}
