import { useEffect, useState } from 'react';
import { SocialIcon } from '@brightwave/web-kit';
import styles from './share-links.module.css';

/**
 * Ways to pass a post on, none of them a third-party script: copy its link, the device's own share
 * sheet where the browser has the Web Share API, and X and LinkedIn as plain links.
 */
export function ShareLinks({ title, path }: { title: string; path: string }) {
  const [url, setUrl] = useState<string>();
  const [canShare, setCanShare] = useState(false);
  const [copied, setCopied] = useState<'yes' | 'failed'>();
  // The page's own address is known in the browser only (the server renders the same markup).
  useEffect(() => {
    setUrl(new URL(path, window.location.origin).href);
    setCanShare(typeof navigator.share === 'function');
  }, [path]);
  const href = url ?? path;
  const text = encodeURIComponent(title);
  const link = encodeURIComponent(href);

  async function copy() {
    try {
      await navigator.clipboard.writeText(href);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }

  return (
    <section className={styles.share} aria-labelledby="share-title">
      <h2 id="share-title" className={styles.title}>
        Share this post
      </h2>
      <ul className={styles.list}>
        <li>
          <button type="button" className={styles.item} onClick={() => void copy()}>
            Copy link
          </button>
        </li>
        {canShare && (
          <li>
            <button
              type="button"
              className={styles.item}
              onClick={() => void navigator.share({ title, url: href }).catch(() => undefined)}
            >
              Share…
            </button>
          </li>
        )}
        <li>
          <a
            className={styles.item}
            href={`https://x.com/intent/post?text=${text}&url=${link}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            <SocialIcon network="Twitter" size={16} />
            Share on X<span className="bw-visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
        <li>
          <a
            className={styles.item}
            href={`https://www.linkedin.com/sharing/share-offsite/?url=${link}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            <SocialIcon network="LinkedIn" size={16} />
            Share on LinkedIn<span className="bw-visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      </ul>
      <p className={styles.status} role="status">
        {copied === 'yes' && 'Link copied.'}
        {copied === 'failed' && `Copy failed: the link is ${href}`}
      </p>
    </section>
  );
}
