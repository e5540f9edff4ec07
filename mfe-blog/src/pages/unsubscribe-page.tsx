import { useSearchParams } from '@brightwave/web-kit/router';
import { Notice } from '@brightwave/web-kit';
import { AuthCard, AuthStack } from '../features/accounts/components/auth-card';
import { SUBSCRIPTION_TEXTS, unsubscribe } from '../features/subscriptions/api';
import { SubscribeForm } from '../features/subscriptions';
import { useLinkAction } from '../features/subscriptions/use-link-action';

/**
 * Opened from a new-post mail's link (`?token=`): unsubscribes the address from everything at
 * once, without signing in, then offers to subscribe again (with a fresh confirmation).
 */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const outcome = useLinkAction(
    params.get('token') ?? '',
    unsubscribe,
    SUBSCRIPTION_TEXTS.invalidUnsubscribeLink,
  );
  const again = outcome.status === 'done' ? outcome.result.removed[0] : undefined;
  return (
    <AuthCard title="Unsubscribe">
      <AuthStack>
        <div aria-live="polite">
          {outcome.status === 'busy' && <p>Unsubscribing…</p>}
          {outcome.status === 'done' && <Notice tone="success">{outcome.result.message}</Notice>}
          {outcome.status === 'failed' && <Notice tone="error">{outcome.message}</Notice>}
        </div>
        {outcome.status === 'done' && (
          <SubscribeForm
            kind={again?.kind ?? 'blog'}
            target={again?.target || undefined}
            title="Changed your mind?"
            text="Subscribe again: we will send a link to confirm."
          />
        )}
      </AuthStack>
    </AuthCard>
  );
}
