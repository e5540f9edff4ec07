// What a page shows for a post that is not there (yet): loading, missing, or failed to load.
import type { ReactNode } from 'react';
import { TEXTS } from '@brightwave/contracts';
import { ButtonLink, StatusPage } from '@brightwave/web-kit';
import { FailedState, LoadingState } from './load-states';
import styles from './blog-page.module.css';
import { PAGE_PATHS } from '@brightwave/site-content';

function PageSection({ children }: { children: ReactNode }) {
  return <div className={`bw-container ${styles.section}`}>{children}</div>;
}

/** A large spinner in the page's section; `text` repeats its label on screen. */
export function BlogLoading({ label, text }: { label: string; text?: boolean }) {
  return (
    <PageSection>
      <LoadingState label={label} text={text} />
    </PageSection>
  );
}

/** The post failed to load for another reason than not existing: say so, offer Retry. */
export function BlogLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <PageSection>
      <FailedState heading message={message} onRetry={onRetry} />
    </PageSection>
  );
}

/** No such post: the not-found page with a way back to the blog. */
export function BlogNotFound() {
  return (
    <StatusPage
      title={TEXTS.blogs.notFoundTitle}
      actions={<ButtonLink to={PAGE_PATHS.blog}>{TEXTS.blogs.backToBlogs}</ButtonLink>}
    >
      <p>{TEXTS.blogs.notFoundText}</p>
    </StatusPage>
  );
}
