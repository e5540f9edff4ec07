import { API_PATHS, type TagSummary } from '@brightwave/contracts';
import { Link } from '@brightwave/web-kit/router';
import { pagePath, PAGE_PATHS } from '@brightwave/site-content';
import styles from '../components/blog-page.module.css';
import own from '../features/profiles/profiles.module.css';
import { RecordPage } from '../features/profiles/record-status';
import { useRecord } from '../features/profiles/use-record';

/** /tags: every tag of the blog with its published posts' count, each linking to its page. */
export default function TagsPage() {
  const { state, retry } = useRecord<TagSummary[]>(API_PATHS.tags);
  return (
    <>
      <section className={styles.hero}>
        <div className={`bw-container ${styles.heroInner}`}>
          <span className={styles.eyebrow}>Brightwave Blog</span>
          <h1 className={styles.heroTitle}>Tags</h1>
          <p className={styles.heroText}>Every topic of the blog, and how many posts each has.</p>
        </div>
      </section>
      <RecordPage state={state} retry={retry} what="tag list">
        {(tags) => (
          <section className={`bw-container ${styles.section}`} aria-label="Tags">
            <ul className={own.tagList}>
              {tags.map((tag) => (
                <li key={tag.name}>
                  <Link className={own.tagLink} to={pagePath(PAGE_PATHS.tag, { tag: tag.name })}>
                    {tag.name}
                    <span className={own.tagCount}>
                      {tag.count} {tag.count === 1 ? 'post' : 'posts'}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </RecordPage>
    </>
  );
}
