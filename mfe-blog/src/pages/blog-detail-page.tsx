import { PagePlaceholder } from '@brightwave/web-kit';

export default function BlogDetailPage() {
  return (
    <PagePlaceholder title="Blog post">
      <p>Reading and discussing posts is being built.</p>
    </PagePlaceholder>
  );
}
