import { useParams } from '@brightwave/web-kit/router';
import { TEXTS } from '@brightwave/contracts';
import { mediaSrc } from '../features/blogs/api/media';
import { BlogArticle } from '../features/blogs/components/blog-article';
import { BlogLoadFailed, BlogLoading, BlogNotFound } from '../components/blog-status';
import { useBlog, useRelatedBlogs } from '../features/blogs/hooks/use-blog';
import { useDocumentMeta, useFeedLink } from '../features/blogs/hooks/use-document-meta';
import { DiscussionSection } from '../features/discussion';
import { SubscribeForm } from '../features/subscriptions';

export const DETAIL_TEXTS = {
  failed: 'We could not load this post. Please check your connection and try again.',
} as const;

/** /blogDetails/{id}: one post, its discussion and related posts. */
export default function BlogDetailPage() {
  const { id = '' } = useParams();
  const { state, retry, replace } = useBlog(id);
  const related = useRelatedBlogs(id);
  useFeedLink();

  const blog = state.status === 'loaded' ? state.data : null;
  useDocumentMeta(
    blog && {
      title: blog.seoTitle || blog.title,
      description: blog.seoDescription || blog.excerpt,
      image: blog.image ? mediaSrc(blog.image) : undefined,
    },
  );

  switch (state.status) {
    case 'loading':
      return <BlogLoading label={TEXTS.blogs.loadingPost} text />;
    case 'missing':
      return <BlogNotFound />;
    case 'failed':
      return (
        <BlogLoadFailed
          message={DETAIL_TEXTS.failed}
          onRetry={() => {
            retry();
            related.retry();
          }}
        />
      );
    case 'loaded':
      return (
        <>
          <BlogArticle
            blog={state.data}
            related={related.related}
            onChange={replace}
            discussion={(slot) => (
              <DiscussionSection
                {...slot}
                blogId={state.data._id}
                blogOwnerId={state.data.createdBy}
                onCountChange={(commentCount) =>
                  commentCount !== state.data.commentCount &&
                  replace({ ...state.data, commentCount })
                }
              />
            )}
          />
          <div className="bw-container">
            <SubscribeForm kind="blog" />
          </div>
        </>
      );
  }
}
