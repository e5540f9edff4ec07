/**
 * What the discussion form does next: a new comment, a reply to a comment or to a reply, or an
 * edit of one's comment or reply. Cancel goes back to a new comment.
 */
export type FormMode =
  | { kind: 'comment' }
  | { kind: 'reply'; commentId: string; name: string }
  | { kind: 'replyToReply'; commentId: string; replyId: string; name: string }
  | { kind: 'editComment'; commentId: string }
  | { kind: 'editReply'; commentId: string; replyId: string };

export const NEW_COMMENT: FormMode = { kind: 'comment' };

/** The form's title, button label and placeholder in each mode. */
export function formLabels(mode: FormMode): { title: string; button: string; placeholder: string } {
  switch (mode.kind) {
    case 'comment':
      return {
        title: 'Leave a comment',
        button: 'Post Comment',
        placeholder: 'Share your thoughts...',
      };
    case 'reply':
    case 'replyToReply':
      return {
        title: `Replying to ${mode.name}`,
        button: 'Post Reply',
        placeholder: `Write your reply to ${mode.name}...`,
      };
    case 'editComment':
      return {
        title: 'Editing your comment',
        button: 'Update Comment',
        placeholder: 'Edit your comment...',
      };
    case 'editReply':
      return {
        title: 'Editing your reply',
        button: 'Update Reply',
        placeholder: 'Edit your reply...',
      };
  }
}

/** What to say when sending in this mode fails. */
export function formFailure(mode: FormMode): string {
  switch (mode.kind) {
    case 'comment':
      return 'Your comment could not be posted.';
    case 'reply':
    case 'replyToReply':
      return 'Your reply could not be posted.';
    default:
      return 'Your changes could not be saved.';
  }
}
