import { mediaSrc } from '@brightwave/web-kit';
import own from './author-avatar.module.css';

/** An author's picture, or their initial on the accent when they have none. Decorative: the
 * name is always written beside it. */
export function AuthorAvatar({
  name,
  avatar,
  size,
}: {
  name: string;
  avatar: string;
  size: number;
}) {
  if (avatar) {
    return (
      <img
        className={own.avatar}
        src={mediaSrc(avatar)}
        alt=""
        width={size}
        height={size}
        style={{ width: size, height: size }}
        loading="lazy"
      />
    );
  }
  return (
    <span
      className={`${own.avatar} ${own.initials}`}
      style={{ width: size, height: size, fontSize: size / 2.4 }}
      aria-hidden="true"
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
