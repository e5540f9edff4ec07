import { ConsoleLayout } from '../components/console';
import { AuditLog } from '../features/audit/components/audit-log';

/** Every admin action: who, when, what, before and after, and why. */
export default function AuditPage() {
  return (
    <ConsoleLayout title="Audit log" intro="Every change made in this console, newest first.">
      <AuditLog />
    </ConsoleLayout>
  );
}
