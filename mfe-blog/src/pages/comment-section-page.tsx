import { PagePlaceholder } from '@brightwave/web-kit';

export default function CommentSectionPage() {
  return (
    <PagePlaceholder title="Comments">
      <p>The discussion thread is being built.</p>
    </PagePlaceholder>
  );
}
