import { PagePlaceholder } from '@brightwave/web-kit';
import { AuthorGate } from '../features/author-request';

export default function YourBlogsPage() {
  return (
    <AuthorGate title="Your blogs">
      <PagePlaceholder title="Your blogs">
        <p>Soon you will manage the posts you have written here.</p>
      </PagePlaceholder>
    </AuthorGate>
  );
}
