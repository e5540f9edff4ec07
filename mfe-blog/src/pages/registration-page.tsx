import { PagePlaceholder } from '@brightwave/web-kit';

export default function RegistrationPage() {
  return (
    <PagePlaceholder title="Create an account">
      <p>Registration opens soon.</p>
    </PagePlaceholder>
  );
}
