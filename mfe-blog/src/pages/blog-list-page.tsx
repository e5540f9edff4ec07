import { PagePlaceholder } from '@brightwave/web-kit';

export default function BlogListPage() {
  return (
    <PagePlaceholder title="Blog">
      <p>Stories, guides and news from our engineers and community are on their way.</p>
    </PagePlaceholder>
  );
}
