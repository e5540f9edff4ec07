// The "Become an Author" feature: what the blog's writing pages use to let only authors write.
export { AuthorGate } from './author-gate';
export { CreateBlogButton } from './create-blog-button';
export { AuthorRequestModal } from './author-request-modal';
export { useAuthorAccess, type AuthorAccess } from './use-author-access';
