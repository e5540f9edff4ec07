import {
  API_PATHS,
  type ChatLesson,
  type ChatLessonInput,
  type ChatLessons,
  type ChatUnanswered,
} from '@brightwave/contracts';
import { adminCall, useAdminData } from '../../../hooks/use-admin-data';

/** GET /api/chat/unanswered: what the assistant could not answer, similar questions grouped. */
export const useUnanswered = () => useAdminData<ChatUnanswered>(API_PATHS.chatUnanswered);

/** GET /api/admin/chat/lessons: what was taught and the answers a question can join. */
export const useLessons = () => useAdminData<ChatLessons>(API_PATHS.adminChatLessons);

/** POST /api/admin/chat/lessons: teaches the assistant; every instance knows it within seconds. */
export const teach = (input: ChatLessonInput) =>
  adminCall<ChatLesson>(API_PATHS.adminChatLessons, { method: 'POST', json: input });

/** DELETE /api/admin/chat/lessons/:id: takes a lesson back. */
export const undoLesson = (id: string) =>
  adminCall<ChatLesson>(API_PATHS.adminChatLesson(id), { method: 'DELETE' });
