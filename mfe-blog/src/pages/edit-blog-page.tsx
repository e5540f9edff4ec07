import { PagePlaceholder } from '@brightwave/web-kit';

export default function EditBlogPage() {
  return (
    <PagePlaceholder title="Edit blog">
      <p>Editing posts is being built.</p>
    </PagePlaceholder>
  );
}
