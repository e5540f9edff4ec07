import { AuthorGate } from '../features/author-request';
import { BlogForm } from '../features/blogs/components/blog-form';
import { WriterPage } from '../features/blogs/components/writer-page';

/** Unsaved writing of a new post is kept under this key. */
export const NEW_POST_AUTOSAVE_KEY = 'bw:blog-autosave:new';

/** /blogfrom and /blogform: authors and admins write; others are invited to become authors. */
export default function BlogCreatePage() {
  return (
    <AuthorGate title="Write a blog">
      <WriterPage
        title="Write a blog"
        text="Share what you know. Save a draft any time; publish when it is ready."
      >
        <BlogForm mode="create" autosaveKey={NEW_POST_AUTOSAVE_KEY} />
      </WriterPage>
    </AuthorGate>
  );
}
