import { PagePlaceholder } from '@brightwave/web-kit';

export default function YourBlogsPage() {
  return (
    <PagePlaceholder title="Your blogs">
      <p>Soon you will manage the posts you have written here.</p>
    </PagePlaceholder>
  );
}
