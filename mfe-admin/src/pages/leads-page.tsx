import { ConsoleLayout } from '../components/console';
import { LeadsInbox } from '../features/leads/components/leads-inbox';

/** The leads inbox: every contact message, project inquiry and chat handoff, with status, note and delivery. */
export default function LeadsPage() {
  return (
    <ConsoleLayout
      title="Leads"
      intro="Messages from the contact form, the project inquiry form and the chat assistant. New leads are highlighted."
    >
      <LeadsInbox />
    </ConsoleLayout>
  );
}
