import type { Page } from '@brightwave/contracts';
import { Button } from '@brightwave/web-kit';
import styles from './console.module.css';

/** "Page 2 of 5" with Previous and Next, under a paged list. */
export function Pager({
  page,
  label,
  onPage,
}: {
  page: Page<unknown>;
  label: string;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  if (pages === 1) return null;
  return (
    <nav className={styles.pager} aria-label={`${label} pages`}>
      <Button
        variant="secondary"
        size="small"
        disabled={page.page <= 1}
        onClick={() => onPage(page.page - 1)}
      >
        Previous
      </Button>
      <span>
        Page {page.page} of {pages}
      </span>
      <Button
        variant="secondary"
        size="small"
        disabled={page.page >= pages}
        onClick={() => onPage(page.page + 1)}
      >
        Next
      </Button>
    </nav>
  );
}
