import { ConsoleLayout } from '../components/console';
import { OverviewCards } from '../features/overview/components/overview-cards';
import { RemoteHealth } from '../features/overview/components/remote-health';

/**
 * The console's home: what needs attention now, this week's activity, mail health, and what real
 * visitors met in each remote version.
 */
export default function OverviewPage() {
  return (
    <ConsoleLayout title="Overview" intro="What needs your attention, and how the site is doing.">
      <OverviewCards />
      <RemoteHealth />
    </ConsoleLayout>
  );
}
