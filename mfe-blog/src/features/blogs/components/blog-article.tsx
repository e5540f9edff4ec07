import type { ReactNode } from 'react';
import type { Blog, BlogSummary } from '@brightwave/contracts';
import { Button, ButtonLink, useSessionUser } from '@brightwave/web-kit';
import { Link } from '@brightwave/web-kit/router';
import { pagePath, PAGE_PATHS } from '@brightwave/site-content';
import { mediaSrc, withMediaUrls } from '../api/media';
import { authorLabel, blogDate, readingLabel } from '../format';
import { AuthorCard } from './author-card';
import { BlogCard } from './blog-card';
import { LikeButton } from './like-button';
import { ShareLinks } from './share-links';
import pageStyles from '../../../components/blog-page.module.css';
import styles from './blog-article.module.css';

/** The element id of the discussion under a post, which "Join the discussion" scrolls to. */
const DISCUSSION_ID = 'discussion';

export type BlogArticleProps =
  | {
      blog: Blog;
      related: BlogSummary[];
      /** The post as the server answered a change to it (a like, a new comment count). */
      onChange: (blog: Blog) => void;
      /** The discussion of the post (another feature's), placed with this id and class. */
      discussion: (slot: { id: string; className?: string }) => ReactNode;
      preview?: false;
    }
  /** The writer's preview: the post as readers will see it, without likes and discussion. */
  | { blog: Blog; preview: true };

/**
 * A post to read, as reading sites lay it out: title, byline and tags on the page, the cover below
 * at a height that leaves the text's start in the first screen, then the content, share links,
 * like, discussion and related posts.
 */
export function BlogArticle(props: BlogArticleProps) {
  const { blog } = props;
  const cover = blog.image ? mediaSrc(blog.image) : undefined;
  const user = useSessionUser();
  // As the API decides: the author (still an author) or an admin may change a post.
  const mayEdit = !!user && (user.admin || (user.author && user.id === blog.createdBy));
  return (
    <article>
      <header className={`bw-container ${styles.header}`}>
        <div className={styles.headerInner}>
          {blog.status === 'draft' && (
            <span className={styles.draft}>Draft: only you can see it</span>
          )}
          <h1 className={styles.title}>{blog.title || 'Untitled draft'}</h1>
          <p className={styles.byline}>
            <span>
              By{' '}
              <Link to={pagePath(PAGE_PATHS.author, { id: blog.createdBy })}>
                {authorLabel(blog.authorName)}
              </Link>
            </span>
            <span aria-hidden="true">·</span>
            <time dateTime={blog.createdAt}>{blogDate(blog.createdAt)}</time>
            <span aria-hidden="true">·</span>
            <span>{readingLabel(blog.readingMinutes)}</span>
            <span aria-hidden="true">·</span>
            <span>
              {blog.commentCount} {blog.commentCount === 1 ? 'comment' : 'comments'}
            </span>
          </p>
          {blog.tags.length > 0 && (
            <ul className={styles.tags} aria-label="Tags">
              {blog.tags.map((tag) => (
                <li key={tag}>
                  <Link to={pagePath(PAGE_PATHS.tag, { tag })}>{tag}</Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      </header>

      <div className={`bw-container ${styles.layout}`}>
        {cover && <img className={styles.cover} src={cover} alt="" width={1200} height={630} />}
        <div
          className={styles.content}
          // The API keeps only its allow-list of tags (sanitize-html on every save).
          dangerouslySetInnerHTML={{ __html: withMediaUrls(blog.content) }}
        />
        {!props.preview && (
          <>
            <ShareLinks title={blog.title} path={pagePath(PAGE_PATHS.blogPost, { id: blog._id })} />
            <AuthorCard id={blog.createdBy} name={authorLabel(blog.authorName)} />
            <div className={styles.actions}>
              <LikeButton blog={blog} onChange={props.onChange} />
              {mayEdit && (
                <ButtonLink
                  variant="secondary"
                  to={pagePath(PAGE_PATHS.editBlog, { id: blog._id })}
                >
                  Edit
                </ButtonLink>
              )}
              <Button
                variant="secondary"
                onClick={() =>
                  document.getElementById(DISCUSSION_ID)?.scrollIntoView({ behavior: 'smooth' })
                }
              >
                Join the discussion
              </Button>
            </div>

            {props.discussion({ id: DISCUSSION_ID, className: styles.discussion })}

            {props.related.length > 0 && (
              <section className={styles.related} aria-labelledby="related-title">
                <h2 id="related-title">You Might Also Like</h2>
                <ul className={pageStyles.grid}>
                  {props.related.map((post) => (
                    <li key={post._id}>
                      <BlogCard blog={post} headingLevel={3} />
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </>
        )}
      </div>
    </article>
  );
}
