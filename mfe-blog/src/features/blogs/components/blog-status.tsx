// What a page shows for a post that is not there (yet): loading, missing, or failed to load.
import { TEXTS } from '@brightwave/contracts';
import { Button, ButtonLink, Spinner, StatusPage } from '@brightwave/web-kit';
import styles from './blog-page.module.css';

/** A large spinner in the page's section; `text` repeats its label on screen. */
export function BlogLoading({ label, text }: { label: string; text?: boolean }) {
  return (
    <div className={`bw-container ${styles.section}`}>
      <div className={styles.state}>
        <Spinner size="large" label={label} />
        {text && <p aria-hidden="true">{label}</p>}
      </div>
    </div>
  );
}

/** The post failed to load for another reason than not existing: say so, offer Retry. */
export function BlogLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={`bw-container ${styles.section}`}>
      <div className={styles.state} role="alert">
        <h1 className={styles.stateTitle}>{message}</h1>
        <Button onClick={onRetry}>Retry</Button>
      </div>
    </div>
  );
}

/** No such post: the not-found page with a way back to the blog. */
export function BlogNotFound() {
  return (
    <StatusPage
      title={TEXTS.blogs.notFoundTitle}
      actions={<ButtonLink to="/blog">{TEXTS.blogs.backToBlogs}</ButtonLink>}
    >
      <p>{TEXTS.blogs.notFoundText}</p>
    </StatusPage>
  );
}
