import { ApplicationsReview } from '../features/applications/components/applications-review';

/** /admin and /authorsRequest: author applications review. */
export default function AuthorRequestsPage() {
  return <ApplicationsReview />;
}
