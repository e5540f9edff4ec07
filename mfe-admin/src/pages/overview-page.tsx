import { ConsoleLayout } from '../components/console';
import { OverviewCards } from '../features/overview/components/overview-cards';

/** The console's home: what needs attention now, this week's activity, and mail health. */
export default function OverviewPage() {
  return (
    <ConsoleLayout title="Overview" intro="What needs your attention, and how the site is doing.">
      <OverviewCards />
    </ConsoleLayout>
  );
}
