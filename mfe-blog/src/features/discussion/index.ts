// A post's comments: the discussion on the post's page, and the older comment section (its own
// page, /CommentSection/{id}: a thread over the same comments, built from the same entry calls
// and components), what pages of this remote mount.
export { DiscussionSection, type DiscussionSectionProps } from './components/discussion-section';
export { CommentSectionThread } from './components/comment-section-thread';
