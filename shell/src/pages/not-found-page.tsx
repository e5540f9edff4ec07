import { useLocation } from '@brightwave/web-kit/router';
import { ButtonLink, StatusPage } from '@brightwave/web-kit';
import { PAGE_PATHS } from '@brightwave/site-content';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <StatusPage
      code="404"
      title="Page not found"
      actions={
        <>
          <ButtonLink to={PAGE_PATHS.home}>Back to home</ButtonLink>
          <ButtonLink to={PAGE_PATHS.contact} variant="secondary">
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
