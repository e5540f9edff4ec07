import { Component, type ReactNode } from 'react';
import { Button, ButtonLink, StatusPage } from '@brightwave/web-kit';
import { SiteLayout } from '../layout/site-layout';
import { ErrorDetails } from './error-details';
import { PAGE_PATHS } from '@brightwave/site-content';

/** The site's last resort: any error in a route that no slot handled. */
export function RouteErrorPage({ error }: { error: unknown }) {
  return (
    <SiteLayout>
      <StatusPage
        title="Unexpected Application Error!"
        actions={
          <>
            <Button onClick={() => window.location.reload()}>Reload the page</Button>
            <ButtonLink to={PAGE_PATHS.home} variant="secondary" reloadDocument>
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

interface BoundaryProps {
  /** The navigation shown (the location's key): a new one tries the page again. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  failure: { error: unknown } | null;
  resetKey: string;
}

/** Shows RouteErrorPage instead of what crashed, until the visitor navigates elsewhere. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failure: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.resetKey === state.resetKey ? null : { failure: null, resetKey: props.resetKey };
  }

  override render() {
    const { failure } = this.state;
    return failure ? <RouteErrorPage error={failure.error} /> : this.props.children;
  }
}
