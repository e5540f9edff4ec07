import { ConsoleLayout } from '../components/console';
import { PeopleList } from '../features/people/components/people-list';

/** People and roles: search, grant or revoke author and admin, disable or enable accounts. */
export default function PeoplePage() {
  return (
    <ConsoleLayout
      title="People"
      intro="Who may write, who runs the site, and whose account is switched off."
    >
      <PeopleList />
    </ConsoleLayout>
  );
}
