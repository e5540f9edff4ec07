import { ConsoleLayout } from '../components/console';
import { PostDeliveries } from '../features/subscribers/components/post-deliveries';
import { SubscribersList } from '../features/subscribers/components/subscribers-list';
import { SuppressionsList } from '../features/subscribers/components/suppressions-list';

/** E-mail subscribers, the new-post mails per post, and the addresses that get no more mail. */
export default function SubscribersPage() {
  return (
    <ConsoleLayout
      title="Subscribers"
      intro="Who follows the blog by e-mail, how each post's mails went out, and the addresses that get no more mail."
    >
      <SubscribersList />
      <PostDeliveries />
      <SuppressionsList />
    </ConsoleLayout>
  );
}
