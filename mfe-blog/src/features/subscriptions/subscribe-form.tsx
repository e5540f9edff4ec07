import { useId, useState } from 'react';
import type { SubscriptionKind } from '@brightwave/contracts';
import { EmailField, Notice, SubmitButton } from '@brightwave/web-kit';
import { useFormSubmit } from '../../hooks/use-form-submit';
import { subscribe, subscriptionErrorMessage, SUBSCRIPTION_TEXTS } from './api';
import styles from './subscribe-form.module.css';

interface SubscribeFormProps {
  kind: SubscriptionKind;
  /** The tag, or the author's account id. */
  target?: string;
  title?: string;
  text?: string;
}

/**
 * Subscribe by e-mail alone (no account): the API mails a link to confirm, and answers the same
 * whether or not the address is subscribed already.
 */
export function SubscribeForm({
  kind,
  target,
  title = 'Get new posts by e-mail',
  text = 'No account needed. We send a link to confirm, and every e-mail has a one-click unsubscribe.',
}: SubscribeFormProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const { state, busy, error, onSubmit } = useFormSubmit({
    submit: () => subscribe({ email, kind, ...(target ? { target } : {}) }),
    errorMessage: subscriptionErrorMessage,
  });
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {title}
      </h2>
      <p className={styles.text}>{text}</p>
      {state.status === 'done' ? (
        <Notice tone="success">{state.result}</Notice>
      ) : (
        <form className={styles.form} onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
          <div className={styles.field}>
            <EmailField
              id={`${id}-email`}
              label="Your e-mail address"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <SubmitButton busy={busy} busyLabel={SUBSCRIPTION_TEXTS.subscribing}>
            {SUBSCRIPTION_TEXTS.subscribe}
          </SubmitButton>
        </form>
      )}
      {error && (
        <div className={styles.notice}>
          <Notice tone="error">{error}</Notice>
        </div>
      )}
    </section>
  );
}
