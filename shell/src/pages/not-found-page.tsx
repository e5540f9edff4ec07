import { useLocation } from '@brightwave/web-kit/router';
import { ButtonLink, StatusPage } from '@brightwave/web-kit';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <StatusPage
      code="404"
      title="Page not found"
      actions={
        <>
          <ButtonLink to="/">Back to home</ButtonLink>
          <ButtonLink to="/contactus" variant="secondary">
            Contact us
          </ButtonLink>
        </>
      }
    >
      <p>
        We could not find <strong>{pathname}</strong>. It may have moved, or the link may be
        mistyped.
      </p>
    </StatusPage>
  );
}
