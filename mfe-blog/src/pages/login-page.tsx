import { PagePlaceholder } from '@brightwave/web-kit';

export default function LoginPage() {
  return (
    <PagePlaceholder title="Sign in">
      <p>Signing in opens soon.</p>
    </PagePlaceholder>
  );
}
