import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from '@brightwave/web-kit/router';
import { TEXTS } from '@brightwave/contracts';
import {
  ApiError,
  Button,
  ButtonLink,
  Spinner,
  StatusPage,
  useSessionUser,
} from '@brightwave/web-kit';
import { BlogCard } from '../features/blogs/blog-card';
import {
  fetchBlog,
  fetchRelated,
  mediaSrc,
  toggleLike,
  withMediaUrls,
  type Blog,
  type BlogSummary,
} from '../features/blogs/blogs-api';
import { useDocumentMeta, useFeedLink } from '../features/blogs/document-meta';
import { DiscussionSection } from '../features/discussion';
import { authorLabel, blogDate, readingLabel } from '../features/blogs/format';
import type { LoadState } from '../features/blogs/use-blogs';
import pageStyles from '../features/blogs/blog-page.module.css';
import styles from './blog-detail-page.module.css';

export const DETAIL_TEXTS = {
  failed: 'We could not load this post. Please check your connection and try again.',
  likeFailed: 'Your like could not be saved. Please try again.',
} as const;

type DetailState = LoadState<Blog> | { status: 'missing' };

export default function BlogDetailPage() {
  const { id = '' } = useParams();
  const [state, setState] = useState<DetailState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [related, setRelated] = useState<BlogSummary[]>([]);
  useFeedLink();

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchBlog(id, controller.signal).then(
      (data) => setState({ status: 'loaded', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
        setState({ status: missing ? 'missing' : 'failed' });
      },
    );
    fetchRelated(id, controller.signal).then(setRelated, () => setRelated([]));
    return () => controller.abort();
  }, [id, attempt]);

  const blog = state.status === 'loaded' ? state.data : null;
  useDocumentMeta(
    blog && {
      title: blog.title,
      description: blog.excerpt,
      image: blog.image ? mediaSrc(blog.image) : undefined,
    },
  );

  if (state.status === 'loading') {
    return (
      <div className={`bw-container ${pageStyles.section}`}>
        <div className={pageStyles.state}>
          <Spinner size="large" label={TEXTS.blogs.loadingPost} />
          <p aria-hidden="true">{TEXTS.blogs.loadingPost}</p>
        </div>
      </div>
    );
  }
  if (state.status === 'missing') {
    return (
      <StatusPage
        title={TEXTS.blogs.notFoundTitle}
        actions={<ButtonLink to="/blog">{TEXTS.blogs.backToBlogs}</ButtonLink>}
      >
        <p>{TEXTS.blogs.notFoundText}</p>
      </StatusPage>
    );
  }
  if (state.status === 'failed') {
    return (
      <div className={`bw-container ${pageStyles.section}`}>
        <div className={pageStyles.state} role="alert">
          <h1 className={pageStyles.stateTitle}>{DETAIL_TEXTS.failed}</h1>
          <Button onClick={() => setAttempt((n) => n + 1)}>Retry</Button>
        </div>
      </div>
    );
  }

  return (
    <BlogArticle
      blog={state.data}
      related={related}
      onChange={(data) => setState({ status: 'loaded', data })}
    />
  );
}

function BlogArticle({
  blog,
  related,
  onChange,
}: {
  blog: Blog;
  related: BlogSummary[];
  onChange: (blog: Blog) => void;
}) {
  const cover = blog.image ? mediaSrc(blog.image) : undefined;
  return (
    <article>
      <header
        className={`${pageStyles.hero} ${styles.hero}`}
        style={
          cover
            ? {
                backgroundImage: `linear-gradient(rgb(11 27 63 / 72%), rgb(11 27 63 / 88%)), url("${cover}")`,
              }
            : undefined
        }
      >
        <div className={`bw-container ${pageStyles.heroInner}`}>
          {blog.status === 'draft' && (
            <span className={pageStyles.eyebrow}>Draft: only you can see it</span>
          )}
          <h1 className={pageStyles.heroTitle}>{blog.title || 'Untitled draft'}</h1>
          <p className={styles.byline}>
            <span>By {authorLabel(blog.authorName)}</span>
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
                <li key={tag}>{tag}</li>
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
        <div className={styles.actions}>
          <LikeButton blog={blog} onChange={onChange} />
          <Button
            variant="secondary"
            onClick={() =>
              document.getElementById('discussion')?.scrollIntoView({ behavior: 'smooth' })
            }
          >
            Join the discussion
          </Button>
        </div>

        <DiscussionSection
          id="discussion"
          className={styles.discussion}
          blogId={blog._id}
          blogOwnerId={blog.createdBy}
          onCountChange={(commentCount) =>
            commentCount !== blog.commentCount && onChange({ ...blog, commentCount })
          }
        />

        {related.length > 0 && (
          <section className={styles.related} aria-labelledby="related-title">
            <h2 id="related-title">You Might Also Like</h2>
            <ul className={pageStyles.grid}>
              {related.map((post) => (
                <li key={post._id}>
                  <BlogCard blog={post} headingLevel={3} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </article>
  );
}

/** Liked when the user's id is in `likes`; count and state follow the server's answer. */
function LikeButton({ blog, onChange }: { blog: Blog; onChange: (blog: Blog) => void }) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const liked = !!user && blog.likes.includes(user.id);

  const like = useCallback(async () => {
    if (!user) {
      void navigate(`/login?next=${encodeURIComponent(location.pathname + location.search)}`);
      return;
    }
    setBusy(true);
    setError('');
    try {
      onChange(await toggleLike(blog._id));
    } catch {
      setError(DETAIL_TEXTS.likeFailed);
    } finally {
      setBusy(false);
    }
  }, [user, navigate, location, blog._id, onChange]);

  return (
    <div className={styles.like}>
      <Button
        variant={liked ? 'primary' : 'secondary'}
        aria-pressed={liked}
        disabled={busy}
        onClick={() => void like()}
      >
        <span aria-hidden="true">{liked ? '♥' : '♡'}</span> {liked ? 'Liked' : 'Like'}
        <span className={styles.likeCount}>
          {blog.likes.length}
          <span className="bw-visually-hidden"> {blog.likes.length === 1 ? 'like' : 'likes'}</span>
        </span>
      </Button>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
