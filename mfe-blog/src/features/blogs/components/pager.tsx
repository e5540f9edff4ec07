import { Link } from '@brightwave/web-kit/router';
import styles from './pager.module.css';

/**
 * The page numbers a pager shows: always the first and the last, the current one with a
 * neighbour on each side, and a gap ('…') where pages are left out.
 */
export function pagerItems(current: number, count: number): Array<number | 'gap'> {
  const shown = [1, current - 1, current, current + 1, count].filter(
    (page, index, all) => page >= 1 && page <= count && all.indexOf(page) === index,
  );
  shown.sort((a, b) => a - b);
  return shown.flatMap((page, index) => {
    const previous = shown[index - 1];
    if (previous === undefined || page === previous + 1) return [page];
    // A single left-out page is shown rather than hidden behind a gap.
    return page === previous + 2 ? [previous + 1, page] : ['gap' as const, page];
  });
}

export interface PagerProps {
  /** What the nav is called for screen readers ("Blog pages"). */
  label: string;
  current: number;
  count: number;
  /** The link to a page (its URL with the other query parameters kept). */
  hrefOf: (page: number) => string;
  /** Called when a page link is followed, e.g. to move focus to the top of the list. */
  onNavigate?: () => void;
}

/** Previous, numbered pages and Next as links; the current page is marked with aria-current. */
export function Pager({ label, current, count, hrefOf, onNavigate }: PagerProps) {
  if (count <= 1) return null;
  const step = (page: number, text: string) =>
    page >= 1 && page <= count ? (
      <Link className={styles.step} to={hrefOf(page)} onClick={onNavigate}>
        {text}
      </Link>
    ) : (
      <span className={styles.step} aria-disabled="true">
        {text}
      </span>
    );
  return (
    <nav className={styles.pager} aria-label={label}>
      {step(current - 1, 'Previous')}
      <ol className={styles.pages}>
        {pagerItems(current, count).map((item, index) => (
          <li key={item === 'gap' ? `gap-${index}` : item}>
            {item === 'gap' ? (
              <span className={styles.gap} aria-hidden="true">
                …
              </span>
            ) : (
              <Link
                className={styles.page}
                to={hrefOf(item)}
                aria-label={`Page ${item}`}
                aria-current={item === current ? 'page' : undefined}
                onClick={onNavigate}
              >
                {item}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {step(current + 1, 'Next')}
    </nav>
  );
}
