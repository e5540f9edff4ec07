import { useParams } from '@brightwave/web-kit/router';
import { TEXTS } from '@brightwave/contracts';
import { ButtonLink, StatusPage } from '@brightwave/web-kit';
import { BlogForm } from '../features/blogs/components/blog-form';
import { BlogLoadFailed, BlogLoading, BlogNotFound } from '../components/blog-status';
import { WriterPage } from '../features/blogs/components/writer-page';
import { useBlog } from '../features/blogs/hooks/use-blog';
import { PAGE_PATHS } from '@brightwave/site-content';

export const EDIT_TEXTS = {
  notAllowedTitle: 'You cannot edit this blog',
  notAllowed: 'Only the author of this blog or an admin can change it.',
} as const;

/** /editblog/{id}: the post in the writer's form, for its author or an admin. */
export default function EditBlogPage() {
  const { id = '' } = useParams();
  const { state, retry } = useBlog(id, 'edit');

  switch (state.status) {
    case 'loading':
      return <BlogLoading label="Loading blog..." />;
    case 'failed':
      return <BlogLoadFailed message={TEXTS.blogs.editLoadFailed} onRetry={retry} />;
    case 'forbidden':
      return (
        <StatusPage
          title={EDIT_TEXTS.notAllowedTitle}
          code="403"
          actions={<ButtonLink to={PAGE_PATHS.yourBlogs}>Your blogs</ButtonLink>}
        >
          <p>{EDIT_TEXTS.notAllowed}</p>
        </StatusPage>
      );
    case 'missing':
      return <BlogNotFound />;
    case 'loaded':
      return (
        <WriterPage
          title="Edit blog"
          text="Change the cover, title, tags or text, then update the post."
        >
          <BlogForm
            mode="edit"
            blog={state.data}
            autosaveKey={`bw:blog-autosave:${state.data._id}`}
          />
        </WriterPage>
      );
  }
}
