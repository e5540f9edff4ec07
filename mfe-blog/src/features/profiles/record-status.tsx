import type { ReactNode } from 'react';
import { ButtonLink, StatusPage } from '@brightwave/web-kit';
import { PAGE_PATHS } from '@brightwave/site-content';
import { BlogLoadFailed, BlogLoading } from '../../components/blog-status';
import type { RecordState } from './use-record';

/** An author's or a tag's page: its content once loaded, else loading, not found or failed. */
export function RecordPage<T>({
  state,
  retry,
  what,
  children,
}: {
  state: RecordState<T>;
  retry: () => void;
  /** "author", "tag". */
  what: string;
  children: (data: T) => ReactNode;
}) {
  switch (state.status) {
    case 'loading':
      return <BlogLoading label={`Loading the ${what}...`} text />;
    case 'missing':
      return (
        <StatusPage
          title={`No such ${what}`}
          actions={<ButtonLink to={PAGE_PATHS.blog}>Back to the blog</ButtonLink>}
        >
          <p>This {what} has no page on the blog. It may have been removed.</p>
        </StatusPage>
      );
    case 'failed':
      return (
        <BlogLoadFailed
          message={`We could not load this ${what}. Please check your connection and try again.`}
          onRetry={retry}
        />
      );
    case 'loaded':
      return <>{children(state.data)}</>;
  }
}
