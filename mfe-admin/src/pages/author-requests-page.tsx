import { PagePlaceholder } from '@brightwave/web-kit';

export default function AuthorRequestsPage() {
  return (
    <PagePlaceholder title="Author applications">
      <p>Reviewing author applications is being built.</p>
    </PagePlaceholder>
  );
}
