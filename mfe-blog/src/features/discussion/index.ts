// A post's comments: the discussion on the post's page, and the older comment section
// (comment-section/), what pages of this remote mount.
export { DiscussionSection, type DiscussionSectionProps } from './components/discussion-section';
export { CommentSectionThread } from './comment-section';
