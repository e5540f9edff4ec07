import { TEXTS } from '@brightwave/contracts';
import { ButtonLink, StatusPage, useSessionUser } from '@brightwave/web-kit';
import { BlogForm } from '../features/blogs/blog-form';
import { CreateBlogButton } from '../features/blogs/create-blog-button';
import { WriterPage } from '../features/blogs/writer-page';

/** Unsaved writing of a new post is kept under this key. */
export const NEW_POST_AUTOSAVE_KEY = 'bw:blog-autosave:new';

export default function BlogCreatePage() {
  const user = useSessionUser();
  if (!user?.author && !user?.admin) {
    return (
      <StatusPage
        title="Only authors can write posts"
        actions={
          <>
            <CreateBlogButton />
            <ButtonLink to="/blog" variant="secondary">
              {TEXTS.blogs.backToBlogs}
            </ButtonLink>
          </>
        }
      >
        <p>Become an author to share your stories on the Brightwave blog.</p>
      </StatusPage>
    );
  }
  return (
    <WriterPage
      title="Write a blog"
      text="Share what you know. Save a draft any time; publish when it is ready."
    >
      <BlogForm mode="create" autosaveKey={NEW_POST_AUTOSAVE_KEY} />
    </WriterPage>
  );
}
