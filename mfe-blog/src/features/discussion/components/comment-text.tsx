import { linkify } from './format';
import styles from './discussion.module.css';

/** Plain text as typed (React escapes it; line breaks kept), with http(s) links made clickable. */
export function CommentText({ text }: { text: string }) {
  return (
    <p className={styles.text}>
      {linkify(text).map((part, i) =>
        part.kind === 'link' ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
