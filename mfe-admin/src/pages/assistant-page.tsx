import { ConsoleLayout } from '../components/console';
import { AssistantTeaching } from '../features/assistant/components/assistant-teaching';

/** What the chat assistant could not answer, and teaching it. */
export default function AssistantPage() {
  return (
    <ConsoleLayout
      title="Chat assistant"
      intro="Questions visitors asked that the assistant could not answer. Teach it one: every assistant answers it within seconds, and you can undo it."
    >
      <AssistantTeaching />
    </ConsoleLayout>
  );
}
