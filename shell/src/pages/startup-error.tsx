import { Button, StatusPage } from '@brightwave/web-kit';
import { ErrorDetails } from './error-details';

/** Shown when the site cannot start at all (its config did not load), before any router exists. */
export function StartupError({ error }: { error: unknown }) {
  return (
    <StatusPage
      title="The site could not start"
      actions={<Button onClick={() => window.location.reload()}>Try again</Button>}
    >
      <p>Please try again in a moment.</p>
      <ErrorDetails error={error} />
    </StatusPage>
  );
}
