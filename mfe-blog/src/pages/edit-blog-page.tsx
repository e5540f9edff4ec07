import { useEffect, useState } from 'react';
import { useParams } from '@brightwave/web-kit/router';
import { TEXTS } from '@brightwave/contracts';
import { ApiError, Button, ButtonLink, Spinner, StatusPage } from '@brightwave/web-kit';
import { BlogForm } from '../features/blogs/blog-form';
import { fetchBlogForEdit, type Blog } from '../features/blogs/blogs-api';
import type { LoadState } from '../features/blogs/use-blogs';
import { WriterPage } from '../features/blogs/writer-page';
import styles from '../features/blogs/blog-page.module.css';

export const EDIT_TEXTS = {
  notAllowedTitle: 'You cannot edit this blog',
  notAllowed: 'Only the author of this blog or an admin can change it.',
} as const;

type EditState = LoadState<Blog> | { status: 'forbidden' } | { status: 'missing' };

export default function EditBlogPage() {
  const { id = '' } = useParams();
  const [state, setState] = useState<EditState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchBlogForEdit(id, controller.signal).then(
      (data) => setState({ status: 'loaded', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const status = error instanceof ApiError ? error.status : 0;
        if (status === 403) setState({ status: 'forbidden' });
        else if (status === 404 || status === 400) setState({ status: 'missing' });
        else setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [id, attempt]);

  switch (state.status) {
    case 'loading':
      return (
        <div className={`bw-container ${styles.section}`}>
          <div className={styles.state}>
            <Spinner size="large" label="Loading blog..." />
          </div>
        </div>
      );
    case 'failed':
      return (
        <div className={`bw-container ${styles.section}`}>
          <div className={styles.state} role="alert">
            <h1 className={styles.stateTitle}>{TEXTS.blogs.editLoadFailed}</h1>
            <Button onClick={() => setAttempt((n) => n + 1)}>Retry</Button>
          </div>
        </div>
      );
    case 'forbidden':
      return (
        <StatusPage
          title={EDIT_TEXTS.notAllowedTitle}
          code="403"
          actions={<ButtonLink to="/yourBlogs">Your blogs</ButtonLink>}
        >
          <p>{EDIT_TEXTS.notAllowed}</p>
        </StatusPage>
      );
    case 'missing':
      return (
        <StatusPage
          title={TEXTS.blogs.notFoundTitle}
          actions={<ButtonLink to="/blog">{TEXTS.blogs.backToBlogs}</ButtonLink>}
        >
          <p>{TEXTS.blogs.notFoundText}</p>
        </StatusPage>
      );
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
