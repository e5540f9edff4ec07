import { useRef } from 'react';
import { API_PATHS, type TagSummary } from '@brightwave/contracts';
import { apiUrl, ButtonLink } from '@brightwave/web-kit';
import { useParams } from '@brightwave/web-kit/router';
import { company, pagePath, PAGE_PATHS } from '@brightwave/site-content';
import { PostGrid } from '../features/blogs/components/post-grid';
import { useBlogList } from '../features/blogs/hooks/use-blog-list';
import { useDocumentMeta, useFeedLink } from '../features/blogs/hooks/use-document-meta';
import styles from '../components/blog-page.module.css';
import own from '../features/profiles/profiles.module.css';
import { RecordPage } from '../features/profiles/record-status';
import { useRecord } from '../features/profiles/use-record';
import { SubscribeForm } from '../features/subscriptions';

/** /tags/{tag}: one tag's published posts, paged. */
export default function TagPage() {
  const { tag = '' } = useParams();
  const { state, retry } = useRecord<TagSummary>(API_PATHS.tag(tag));
  const summary = state.status === 'loaded' ? state.data : null;
  useDocumentMeta(summary && { title: summary.title, description: summary.description });
  useFeedLink(API_PATHS.tagRss(tag), `${tag} · ${company.name} Blog`);
  return (
    <RecordPage state={state} retry={retry} what="tag">
      {(found) => <TagContent tag={found} />}
    </RecordPage>
  );
}

function TagContent({ tag }: { tag: TagSummary }) {
  const list = useBlogList(pagePath(PAGE_PATHS.tag, { tag: tag.name }), { tag: tag.name });
  const heading = useRef<HTMLHeadingElement>(null);
  const total = list.state.status === 'loaded' ? list.state.data.total : tag.count;
  return (
    <>
      <section className={styles.hero}>
        <div className={`bw-container ${styles.heroInner}`}>
          <span className={styles.eyebrow}>Tag</span>
          <h1 className={styles.heroTitle}>{tag.name}</h1>
          <p className={styles.heroText}>
            {total} published {total === 1 ? 'post' : 'posts'} tagged {tag.name}.
          </p>
          <div className={styles.actions}>
            <ButtonLink to={PAGE_PATHS.tags} variant="onDark">
              All tags
            </ButtonLink>
            <a className={own.feed} href={apiUrl(API_PATHS.tagRss(tag.name))}>
              RSS feed of {tag.name}
            </a>
          </div>
        </div>
      </section>
      <section className={`bw-container ${styles.section}`} aria-labelledby={`tag-${tag.name}`}>
        <h2 id={`tag-${tag.name}`} ref={heading} tabIndex={-1} className="bw-visually-hidden">
          Posts tagged {tag.name}
        </h2>
        <PostGrid
          list={list}
          empty={`No published posts tagged ${tag.name} yet.`}
          heading={heading}
        />
      </section>
      <div className="bw-container">
        <SubscribeForm kind="tag" target={tag.name} title={`Get new ${tag.name} posts by e-mail`} />
      </div>
    </>
  );
}
