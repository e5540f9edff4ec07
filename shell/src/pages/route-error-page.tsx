import { useRouteError } from '@brightwave/web-kit/router';
import { Button, ButtonLink, StatusPage } from '@brightwave/web-kit';
import { SiteLayout } from '../layout/site-layout';
import { ErrorDetails } from './error-details';

/** The router's last resort: any error in a route that no slot handled. */
export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <SiteLayout>
      <StatusPage
        title="Unexpected Application Error!"
        actions={
          <>
            <Button onClick={() => window.location.reload()}>Reload the page</Button>
            <ButtonLink to="/" variant="secondary" reloadDocument>
              Back to home
            </ButtonLink>
          </>
        }
      >
        <p>Something went wrong while showing this page. The details:</p>
        <ErrorDetails error={error} />
      </StatusPage>
    </SiteLayout>
  );
}
