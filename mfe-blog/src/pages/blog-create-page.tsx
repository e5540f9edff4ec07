import { PagePlaceholder } from '@brightwave/web-kit';

export default function BlogCreatePage() {
  return (
    <PagePlaceholder title="Write a blog">
      <p>The editor for new posts is being built.</p>
    </PagePlaceholder>
  );
}
