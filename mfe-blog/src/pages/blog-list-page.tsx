import { PagePlaceholder } from '@brightwave/web-kit';
import { CreateBlogButton } from '../features/author-request';

export default function BlogListPage() {
  return (
    <PagePlaceholder title="Blog" actions={<CreateBlogButton />}>
      <p>Stories, guides and news from our engineers and community are on their way.</p>
    </PagePlaceholder>
  );
}
