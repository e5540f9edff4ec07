import { useSearchParams } from '@brightwave/web-kit/router';
import { ButtonLink, Notice } from '@brightwave/web-kit';
import { PAGE_PATHS } from '@brightwave/site-content';
import { AuthCard, AuthStack } from '../features/accounts/components/auth-card';
import { confirmSubscription, SUBSCRIPTION_TEXTS } from '../features/subscriptions/api';
import { useLinkAction } from '../features/subscriptions/use-link-action';

/** Opened from the confirmation mail (`?token=`): confirms the subscription at once. */
export default function SubscribeConfirmPage() {
  const [params] = useSearchParams();
  const outcome = useLinkAction(
    params.get('token') ?? '',
    confirmSubscription,
    SUBSCRIPTION_TEXTS.invalidLink,
  );
  return (
    <AuthCard title="Your subscription">
      <AuthStack>
        <div aria-live="polite">
          {outcome.status === 'busy' && <p>Confirming your subscription…</p>}
          {outcome.status === 'done' && <Notice tone="success">{outcome.result.message}</Notice>}
          {outcome.status === 'failed' && <Notice tone="error">{outcome.message}</Notice>}
        </div>
        <ButtonLink to={PAGE_PATHS.blog} block>
          Read the blog
        </ButtonLink>
      </AuthStack>
    </AuthCard>
  );
}
