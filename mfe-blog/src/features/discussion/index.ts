// The discussion feature: what pages of this remote mount.
export { DiscussionSection, type DiscussionSectionProps } from './discussion-section';
export { OldCommentThread } from './old-comment-thread';
