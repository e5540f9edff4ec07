import { useId, useState, type ChangeEvent } from 'react';
import {
  MEDIA_ACCEPTED_TYPES,
  MEDIA_MAX_BYTES,
  TEXTS,
  type AuthorProfile,
} from '@brightwave/contracts';
import { ApiError, Notice } from '@brightwave/web-kit';
import { saveAvatar } from './api';
import { AuthorAvatar } from '../../components/author-avatar';
import styles from './profiles.module.css';

const FAILED = 'We could not save your picture. Please try again.';

/** What the browser can tell before sending (the type it reports, the size), in the API's words. */
function refusal(file: File): string {
  if (!(MEDIA_ACCEPTED_TYPES as readonly string[]).includes(file.type)) return TEXTS.media.notImage;
  return file.size > MEDIA_MAX_BYTES ? TEXTS.media.tooLarge : '';
}

/** The author's own picture, on their page: chosen, sent at once, shown as the API keeps it. */
export function AvatarEditor({
  profile,
  onSaved,
}: {
  profile: AuthorProfile;
  onSaved: (saved: AuthorProfile) => void;
}) {
  const id = useId();
  const [status, setStatus] = useState<'idle' | 'busy' | 'saved'>('idle');
  const [error, setError] = useState('');
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file || status === 'busy') return;
    const refused = refusal(file);
    setError(refused);
    if (refused) return;
    setStatus('busy');
    saveAvatar(profile.id, file).then(
      (saved) => {
        setStatus('saved');
        onSaved(saved);
      },
      (failure: unknown) => {
        setStatus('idle');
        setError(failure instanceof ApiError ? failure.message : FAILED);
      },
    );
  };
  return (
    <div className={styles.avatarEditor}>
      <AuthorAvatar name={profile.name} avatar={profile.avatar} size={72} />
      <div className={styles.avatarControls}>
        <label htmlFor={`${id}-picture`} className={styles.bioLabel}>
          Your picture
        </label>
        <input
          id={`${id}-picture`}
          className={styles.fileInput}
          type="file"
          accept={MEDIA_ACCEPTED_TYPES.join(',')}
          aria-describedby={`${id}-picture-hint`}
          disabled={status === 'busy'}
          onChange={onChange}
        />
        <p id={`${id}-picture-hint`} className={styles.bioHint}>
          JPEG, PNG, WebP or GIF up to 5 MB, cropped to a square.
        </p>
        <div aria-live="polite">
          {status === 'busy' && <p className={styles.bioHint}>Uploading...</p>}
          {status === 'saved' && <Notice tone="success">Your picture is saved.</Notice>}
        </div>
        {error && <Notice tone="error">{error}</Notice>}
      </div>
    </div>
  );
}
