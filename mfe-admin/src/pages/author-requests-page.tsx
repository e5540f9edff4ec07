import { ApplicationsPage } from '../features/applications/applications-page';

/** /admin and /authorsRequest: author applications review. */
export default function AuthorRequestsPage() {
  return <ApplicationsPage />;
}
