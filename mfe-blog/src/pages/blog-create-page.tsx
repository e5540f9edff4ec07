import { PagePlaceholder } from '@brightwave/web-kit';
import { AuthorGate } from '../features/author-request';

export default function BlogCreatePage() {
  return (
    <AuthorGate title="Write a blog">
      <PagePlaceholder title="Write a blog">
        <p>The editor for new posts is being built.</p>
      </PagePlaceholder>
    </AuthorGate>
  );
}
