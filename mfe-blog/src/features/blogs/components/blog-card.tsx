import { Link } from '@brightwave/web-kit/router';
import { BLOG_LIST_CATEGORY_LABEL, type BlogSummary } from '@brightwave/contracts';
import { mediaSrc } from '../api/media';
import { authorLabel, blogDate, readingLabel } from '../format';
import styles from './blog-card.module.css';
import { pagePath, PAGE_PATHS } from '@brightwave/site-content';

/** The designed stand-in for a post without a cover. */
export function CoverPlaceholder({ className }: { className?: string }) {
  return (
    <div className={`${styles.placeholder} ${className ?? ''}`} aria-hidden="true">
      <svg viewBox="0 0 120 63" width="120" height="63">
        <rect x="14" y="40" width="44" height="5" rx="2.5" fill="currentColor" opacity="0.8" />
        <rect x="14" y="49" width="28" height="5" rx="2.5" fill="currentColor" opacity="0.5" />
        <circle cx="92" cy="22" r="12" fill="currentColor" opacity="0.35" />
      </svg>
    </div>
  );
}

export interface BlogCardProps {
  blog: BlogSummary;
  /** Heading level of the title in the page's outline. */
  headingLevel?: 2 | 3;
  /**
   * For a card in the first viewport: its cover loads at once (not lazily), at high priority when
   * `'high'` (the list's first cover, the page's largest image). Other covers load lazily.
   */
  coverPriority?: 'high' | 'auto';
}

/** A post in a grid: cover, category, title, excerpt, author, date, reading time, comments. */
export function BlogCard({ blog, headingLevel = 2, coverPriority }: BlogCardProps) {
  const Heading = `h${headingLevel}` as const;
  const cover = blog.cardImage ?? blog.image;
  return (
    <article className={styles.card}>
      {cover ? (
        <img
          className={styles.cover}
          src={mediaSrc(cover)}
          alt=""
          loading={coverPriority ? 'eager' : 'lazy'}
          fetchPriority={coverPriority ?? 'auto'}
          width={600}
          height={315}
        />
      ) : (
        <CoverPlaceholder className={styles.cover} />
      )}
      <div className={styles.body}>
        <span className={styles.category}>{BLOG_LIST_CATEGORY_LABEL}</span>
        <Heading className={styles.title}>
          <Link className={styles.link} to={pagePath(PAGE_PATHS.blogPost, { id: blog._id })}>
            {blog.title || 'Untitled draft'}
          </Link>
        </Heading>
        <p className={styles.excerpt}>{blog.excerpt}</p>
        <p className={styles.meta}>
          <Link className={styles.author} to={pagePath(PAGE_PATHS.author, { id: blog.createdBy })}>
            {authorLabel(blog.authorName)}
          </Link>
          <span aria-hidden="true">·</span>
          <time dateTime={blog.createdAt}>{blogDate(blog.createdAt)}</time>
          <span aria-hidden="true">·</span>
          <span>{readingLabel(blog.readingMinutes)}</span>
          <span aria-hidden="true">·</span>
          <span>
            {blog.commentCount} {blog.commentCount === 1 ? 'comment' : 'comments'}
          </span>
        </p>
      </div>
    </article>
  );
}
