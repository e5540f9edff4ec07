import { useId, useState, type FormEvent } from 'react';
import { AUTHOR_BIO_MAX, type AuthorProfile } from '@brightwave/contracts';
import { ApiError, Notice, SubmitButton } from '@brightwave/web-kit';
import { saveBio } from './api';
import styles from './profiles.module.css';

const failed = (error: unknown) =>
  error instanceof ApiError ? error.message : 'We could not save your bio. Please try again.';

/** The author's own bio, edited on their page (the API lets no one else change it). */
export function BioEditor({
  profile,
  onSaved,
}: {
  profile: AuthorProfile;
  onSaved: (saved: AuthorProfile) => void;
}) {
  const id = useId();
  const [bio, setBio] = useState(profile.bio);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  // Saved as often as the author likes (not a one-time form): each save answers the bio as kept.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError('');
    saveBio(profile.id, bio).then(
      (result) => {
        setBusy(false);
        setBio(result.bio);
        setSaved(true);
        onSaved(result);
      },
      (failure: unknown) => {
        setBusy(false);
        setError(failed(failure));
      },
    );
  };
  return (
    <form className={styles.bioForm} onSubmit={onSubmit}>
      <label htmlFor={`${id}-bio`} className={styles.bioLabel}>
        Your bio
      </label>
      <textarea
        id={`${id}-bio`}
        className={styles.bioInput}
        value={bio}
        maxLength={AUTHOR_BIO_MAX}
        rows={3}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          setBio(event.target.value);
          setSaved(false);
        }}
      />
      <p id={`${id}-hint`} className={styles.bioHint}>
        Plain text, up to {AUTHOR_BIO_MAX} characters ({AUTHOR_BIO_MAX - bio.length} left).
      </p>
      <SubmitButton busy={busy} busyLabel="Saving...">
        Save bio
      </SubmitButton>
      <div aria-live="polite">{saved && <Notice tone="success">Your bio is saved.</Notice>}</div>
      {error && <Notice tone="error">{error}</Notice>}
    </form>
  );
}
