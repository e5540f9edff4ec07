import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button, ButtonLink } from '@brightwave/web-kit';
import { SiteLayout } from '../layout/site-layout';
import { StatusPage, statusStyles } from './status-page';

function messageOf(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

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
        <pre className={statusStyles.message}>{messageOf(error)}</pre>
      </StatusPage>
    </SiteLayout>
  );
}
