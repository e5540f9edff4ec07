import {
  CHAT_FIRST_SUGGESTIONS,
  CHAT_TRANSCRIPT_MAX,
  chatContextSchema,
  chatGreeting,
  type ChatContext,
  type ChatLink,
  type ChatMessage,
} from '@brightwave/contracts';
import { company } from '@brightwave/site-content';

/** One message in the panel: a chat message (sender and text) plus what the bot attached to it. */
export interface Entry extends ChatMessage {
  id: string;
  links?: ChatLink[];
  suggestions?: string[];
  /** A failure notice rather than an answer. */
  error?: boolean;
}

export interface Conversation {
  entries: Entry[];
  /** The inline "ask a person" form, with the question it starts from; null when closed. */
  handoff: { question: string } | null;
  /** What the last answer was about, sent with the next message so a follow-up is understood. */
  context?: ChatContext;
}

export const STORAGE_KEY = 'brightwave:chat';

let counter = 0;
export function entryId(): string {
  counter += 1;
  return `${Date.now().toString(36)}-${counter}`;
}

export function freshConversation(): Conversation {
  return {
    entries: [
      {
        id: entryId(),
        sender: 'bot',
        text: chatGreeting(company.shortName),
        suggestions: CHAT_FIRST_SUGGESTIONS,
      },
    ],
    handoff: null,
  };
}

function isEntry(value: unknown): value is Entry {
  const entry = value as Partial<Entry> | null;
  return (
    typeof entry?.id === 'string' &&
    typeof entry.text === 'string' &&
    (entry.sender === 'user' || entry.sender === 'bot')
  );
}

/** The conversation of this browser tab (sessionStorage), or a fresh one. */
export function loadConversation(storage: Storage | undefined = globalThis.sessionStorage) {
  try {
    const saved = JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null') as Partial<Conversation>;
    if (Array.isArray(saved?.entries) && saved.entries.length > 0 && saved.entries.every(isEntry)) {
      const handoff =
        typeof saved.handoff?.question === 'string' ? { question: saved.handoff.question } : null;
      const context = chatContextSchema.safeParse(saved.context);
      return {
        entries: saved.entries,
        handoff,
        ...(context.success ? { context: context.data } : {}),
      };
    }
  } catch {
    // Unreadable (changed by hand, or storage disabled): start again.
  }
  return freshConversation();
}

export function saveConversation(
  conversation: Conversation,
  storage: Storage | undefined = globalThis.sessionStorage,
): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(conversation));
  } catch {
    // Full or disabled storage: the conversation simply lives as long as the page.
  }
}

/** What a person reading the handoff needs: the exchange so far, failures left out. */
export function transcriptOf(entries: Entry[]): ChatMessage[] {
  return entries
    .filter((entry) => !entry.error)
    .slice(-CHAT_TRANSCRIPT_MAX.messages)
    .map(({ sender, text }) => ({ sender, text: text.slice(0, CHAT_TRANSCRIPT_MAX.textLength) }));
}
