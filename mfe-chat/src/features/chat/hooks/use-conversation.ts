import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@brightwave/web-kit';
import { TEXTS, type ChatHandoff } from '@brightwave/contracts';
import { sendChatMessage } from '../api/send-chat-message';
import { sendHandoff } from '../api/send-handoff';
import {
  entryId,
  freshConversation,
  loadConversation,
  saveConversation,
  transcriptOf,
  type Conversation,
  type Entry,
} from '../utils/conversation';

/** What a failed request tells the visitor: the server's words for a refusal it explained
 * (too long, too many), "Error connecting to server" for everything else. */
export function failureText(error: unknown): string {
  const explained = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return explained ? error.message : TEXTS.chat.connectionError;
}

/**
 * The conversation, kept in sessionStorage so it survives page changes and reloads in this tab.
 * `send` resolves to false when the message could not be answered (the caller keeps the input).
 */
export function useConversation() {
  const [conversation, setConversation] = useState<Conversation>(() => loadConversation());
  const [pending, setPending] = useState(false);

  useEffect(() => saveConversation(conversation), [conversation]);

  const add = (
    entry: Omit<Entry, 'id'>,
    handoff?: Conversation['handoff'],
    context?: Conversation['context'],
  ) =>
    setConversation((current) => ({
      entries: [...current.entries, { id: entryId(), ...entry }],
      handoff: handoff === undefined ? current.handoff : handoff,
      context: context ?? current.context,
    }));

  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const message = text.trim();
      if (!message || pending) return false;
      add({ sender: 'user', text: message });
      setPending(true);
      try {
        const answer = await sendChatMessage(message, conversation.context);
        add(
          {
            sender: 'bot',
            text: answer.reply,
            links: answer.links,
            suggestions: answer.suggestions,
          },
          answer.handoff ? { question: message } : null,
          answer.context,
        );
        return true;
      } catch (error) {
        add({ sender: 'bot', text: failureText(error), error: true });
        return false;
      } finally {
        setPending(false);
      }
    },
    [pending, conversation.context],
  );

  /** Sends the inline form; throws (with a readable message) when it did not arrive. */
  const handOff = useCallback(
    async (details: Omit<ChatHandoff, 'transcript'>) => {
      const answer = await sendHandoff({
        ...details,
        transcript: transcriptOf(conversation.entries),
      });
      add({ sender: 'bot', text: answer.reply }, null);
    },
    [conversation.entries],
  );

  /** Opens the inline form on a question the answer did not meet. */
  const askPerson = (question: string) =>
    setConversation((current) => ({ ...current, handoff: { question } }));
  const closeHandoff = () => setConversation((current) => ({ ...current, handoff: null }));
  const startOver = () => setConversation(freshConversation());

  return { conversation, pending, send, handOff, askPerson, closeHandoff, startOver };
}
