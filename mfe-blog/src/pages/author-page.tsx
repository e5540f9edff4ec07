import { useRef } from 'react';
import { API_PATHS, type AuthorProfile } from '@brightwave/contracts';
import { apiUrl, useSessionUser } from '@brightwave/web-kit';
import { useParams } from '@brightwave/web-kit/router';
import { company, pagePath, PAGE_PATHS } from '@brightwave/site-content';
import { PostGrid } from '../features/blogs/components/post-grid';
import { useBlogList } from '../features/blogs/hooks/use-blog-list';
import { useDocumentMeta, useFeedLink } from '../features/blogs/hooks/use-document-meta';
import styles from '../components/blog-page.module.css';
import { AuthorAvatar } from '../components/author-avatar';
import { AvatarEditor } from '../features/profiles/avatar-editor';
import { BioEditor } from '../features/profiles/bio-editor';
import own from '../features/profiles/profiles.module.css';
import { RecordPage } from '../features/profiles/record-status';
import { useRecord } from '../features/profiles/use-record';
import { SubscribeForm } from '../features/subscriptions';

/** /authors/{id}: an author's name, avatar and bio, and their published posts, paged. */
export default function AuthorPage() {
  const { id = '' } = useParams();
  const { state, retry, replace } = useRecord<AuthorProfile>(API_PATHS.author(id));
  const author = state.status === 'loaded' ? state.data : null;
  useDocumentMeta(
    author && {
      title: author.name,
      description: author.bio || `Posts by ${author.name} on the ${company.name} blog.`,
    },
  );
  useFeedLink(API_PATHS.authorRss(id), `${author?.name ?? 'Author'} · ${company.name} Blog`);
  return (
    <RecordPage state={state} retry={retry} what="author">
      {(profile) => <AuthorContent profile={profile} onSaved={replace} />}
    </RecordPage>
  );
}

function AuthorContent({
  profile,
  onSaved,
}: {
  profile: AuthorProfile;
  onSaved: (saved: AuthorProfile) => void;
}) {
  const user = useSessionUser();
  const list = useBlogList(pagePath(PAGE_PATHS.author, { id: profile.id }), {
    author: profile.id,
  });
  const heading = useRef<HTMLHeadingElement>(null);
  const total = list.state.status === 'loaded' ? list.state.data.total : undefined;
  return (
    <>
      <section className={styles.hero}>
        <div className={`bw-container ${styles.heroInner} ${own.profile}`}>
          <AuthorAvatar name={profile.name} avatar={profile.avatar} size={96} />
          <div className={own.who}>
            <span className={styles.eyebrow}>Author</span>
            <h1 className={styles.heroTitle}>{profile.name}</h1>
            {profile.bio && <p className={own.bio}>{profile.bio}</p>}
            <a className={own.feed} href={apiUrl(API_PATHS.authorRss(profile.id))}>
              RSS feed of {profile.name}’s posts
            </a>
          </div>
        </div>
      </section>
      <section className={`bw-container ${styles.section}`} aria-labelledby={`${profile.id}-posts`}>
        {user?.id === profile.id && (
          <>
            <AvatarEditor profile={profile} onSaved={onSaved} />
            <BioEditor profile={profile} onSaved={onSaved} />
          </>
        )}
        <h2 id={`${profile.id}-posts`} ref={heading} tabIndex={-1} className={styles.count}>
          Posts by {profile.name}
          {total !== undefined && ` (${total})`}
        </h2>
        <PostGrid list={list} empty="No published posts yet." heading={heading} />
      </section>
      <div className="bw-container">
        <SubscribeForm
          kind="author"
          target={profile.id}
          title={`Get ${profile.name}’s new posts by e-mail`}
        />
      </div>
    </>
  );
}
