import { useSessionUser } from '@brightwave/web-kit';
import { Link } from '@brightwave/web-kit/router';
import { PAGE_PATHS } from '@brightwave/site-content';
import { AuthCard } from '../features/accounts/components/auth-card';
import { NotificationSettings } from '../features/subscriptions';

/**
 * /account/notifications (signed in): which e-mails the account gets, one switch per kind. Linked
 * from the header's account name and from every notification mail.
 */
export default function AccountNotificationsPage() {
  const user = useSessionUser();
  return (
    <AuthCard
      title="Notification settings"
      subtitle={
        <>
          E-mails about replies and comments go to your account’s address
          {user ? (
            <>
              , <strong>{user.email}</strong>
            </>
          ) : null}
          , at most one every 15 minutes.
        </>
      }
      footer={
        <p>
          E-mails about new posts come from subscriptions: each has a one-click unsubscribe link.{' '}
          <Link to={PAGE_PATHS.blog}>Back to the blog</Link>
        </p>
      }
    >
      <NotificationSettings />
    </AuthCard>
  );
}
