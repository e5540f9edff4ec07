import { ConsoleLayout } from '../components/console';
import { ContentModeration } from '../features/content/components/content-moderation';

/** Moderation: every post (drafts too) and the newest comments, each removable with a reason. */
export default function ContentPage() {
  return (
    <ConsoleLayout
      title="Content"
      intro="Unpublish or delete any post and delete any comment. Every action needs a reason, kept in the audit log."
    >
      <ContentModeration />
    </ConsoleLayout>
  );
}
