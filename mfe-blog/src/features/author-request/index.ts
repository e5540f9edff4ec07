// The "Become an Author" feature: what the blog's writing pages use to let only authors write.
export { AuthorGate } from './components/author-gate';
export { AuthorStatus } from './components/author-status';
export { CreateBlogButton } from './components/create-blog-button';
export { AuthorRequestModal } from './components/author-request-modal';
export { useAuthorAccess, type AuthorAccess } from './hooks/use-author-access';
