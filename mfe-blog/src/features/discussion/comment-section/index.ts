// The older comment section of a post (/CommentSection/{id}): a thread of its own over the same
// comments as the post's discussion, built from the feature's shared entry calls and components.
// Removing that page removes this folder and its export in ../index.ts.
export { CommentSectionThread } from './components/comment-section-thread';
