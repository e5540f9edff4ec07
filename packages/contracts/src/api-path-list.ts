// Every API path (API_PATHS, see api-paths.ts), so the API's controllers and the frontends'
// client functions name the same strings. Ids are URI-encoded. The paths are the public API: a
// name may be changed, its path never.

const seg = (id: string) => encodeURIComponent(id);

export const sendEmail = '/send-email';
export const register = '/register';
export const login = '/login';
/** GET: the signed-in user with fresh flags. */
export const me = '/me';
/** POST: signs out the token sent (204); the account's other sessions stay open. */
export const logout = '/logout';
export const passwordForgot = '/password/forgot';
export const passwordReset = '/password/reset';
export const blogs = '/getblogs';
/**
 * GET `{ version }`: a number every change to any post (a write, a like, a comment count) raises,
 * as the database holds it (the same through every API instance); pages rendered from posts
 * are kept while it stands (the shell's server).
 */
export const blogsVersion = '/getblogs-version';
export const blog = (id: string) => `/getblogs/${seg(id)}`;
/** GET up to three published posts to read next (shared tags first, then the newest). */
export const relatedBlogs = (id: string) => `/getblogs/${seg(id)}/related`;
export const createBlog = '/createblog';
/** GET loads a blog for editing; PUT (with `?timestamp=`) saves it. */
export const editBlog = (id: string) => `/editblog/${seg(id)}`;
export const deleteBlog = (id: string) => `/deleteblog/${seg(id)}`;
export const likeBlog = (id: string) => `/likeblog/${seg(id)}`;
/** POST an image (authors); GET one stored image. */
export const media = '/media';
export const mediaFile = (id: string) => `/media/${seg(id)}`;
export const rss = '/rss.xml';
/** RSS 2.0 of one tag's latest published posts. */
export const tagRss = (tag: string) => `/rss/tags/${seg(tag)}`;
/** RSS 2.0 of one author's latest published posts. */
export const authorRss = (id: string) => `/rss/authors/${seg(id)}`;
/** GET the blog's tags with their published posts' counts (every tag, most used first). */
export const tags = '/api/tags';
/** GET one tag's page head: its name, title, description and published posts' count. */
export const tag = (tag: string) => `/api/tags/${seg(tag)}`;
/** GET every author with a published post: id, name and their latest post's date (the sitemap). */
export const authors = '/api/authors';
/** GET an author's public profile (name, avatar, bio). */
export const author = (id: string) => `/api/authors/${seg(id)}`;
/** PUT `{ bio }`: the author's own bio (only the account itself). */
export const authorBio = (id: string) => `/api/authors/${seg(id)}/bio`;
/** PUT a picture (multipart, field `image`): the author's own avatar, cropped square. */
export const authorAvatar = (id: string) => `/api/authors/${seg(id)}/avatar`;
/** POST `{ email, kind, target? }`: asks for a subscription (mails a confirmation link). */
export const subscriptions = '/api/subscriptions';
/** POST `{ token }`: confirms a subscription from its mailed link. */
export const subscriptionConfirm = '/api/subscriptions/confirm';
/** POST `?token=`: one-click unsubscribe (RFC 8058) and the unsubscribe page. */
export const subscriptionUnsubscribe = '/api/subscriptions/unsubscribe';
/** GET (admins): new-post mails per post, with their counts. */
export const adminPostDeliveries = '/api/admin/post-deliveries';
/** GET (admins): subscriptions, searchable, with counts by kind and 30 days' growth; CSV. */
export const adminSubscribers = '/api/admin/subscribers';
export const adminSubscribersCsv = '/api/admin/subscribers.csv';
export const adminSubscriberDelete = (id: string) => `/api/admin/subscribers/${seg(id)}/delete`;
/** GET (admins): suppressed addresses; POST …/delete lifts one. */
export const adminSuppressions = '/api/admin/suppressions';
export const adminSuppressionDelete = (id: string) => `/api/admin/suppressions/${seg(id)}/delete`;
/** GET, PUT (signed in): which notification mails the account gets. */
export const accountNotifications = '/api/account/notifications';
/** POST `?token=`: one-click stop (RFC 8058) of one kind of notification mail. */
export const notificationsUnsubscribe = '/api/notifications/unsubscribe';
export const authorApplicationCreate = '/api/save-data';
export const authorApplications = '/api/get-data';
/** GET: the signed-in user's own application (or null). */
export const myAuthorApplication = '/api/my-application';
export const acceptApplication = (id: string) => `/api/accept/${seg(id)}`;
export const rejectApplication = (id: string) => `/api/reject/${seg(id)}`;
export const resetApplication = (id: string) => `/api/reset/${seg(id)}`;
/**
 * The comment section (/CommentSection/{id}): GET with `?blogId=`, POST a comment. The entry
 * paths below (`/api/comments/{id}...`) serve both threads.
 */
export const commentSectionComments = '/api/comments';
export const comment = (id: string) => `/api/comments/${seg(id)}`;
export const commentReply = (id: string) => `/api/comments/${seg(id)}/reply`;
export const commentLike = (id: string) => `/api/comments/${seg(id)}/like`;
export const reply = (id: string, replyId: string) =>
  `/api/comments/${seg(id)}/replies/${seg(replyId)}`;
export const replyLike = (id: string, replyId: string) =>
  `/api/comments/${seg(id)}/replies/${seg(replyId)}/like`;
/** The discussion on a post's page: GET one blog's comments; POST (no id) a comment. */
export const discussionComments = (blogId: string) => `/api/blogcomments/${seg(blogId)}`;
export const discussionCommentCreate = '/api/blogcomments';
export const chat = '/api/chat';
export const chatHandoff = '/api/chat/handoff';
export const chatUnanswered = '/api/chat/unanswered';
export const adminChatLessons = '/api/admin/chat/lessons';
export const adminChatLesson = (id: string) => `/api/admin/chat/lessons/${seg(id)}`;
export const adminOverview = '/api/admin/overview';
/** GET (admins): failed loads and caught errors per remote version, the last 24 hours. */
export const adminRemoteHealth = '/api/admin/remote-health';
/** POST (the shell, by sendBeacon): a page's errors per remote version, with its report tokens. */
export const remoteReports = '/api/remote-reports';
/** POST (the shell's server only, SITE_SERVER_SECRET): a page load it served, per remote version. */
export const pageLoads = '/api/remote-reports/page-loads';
/** GET: the canaries switched off for their errors, which the shell's server applies. */
export const canaryVerdicts = '/api/remote-reports/canary-verdicts';
/** POST (the shell, by sendBeacon): one page view's field speed, with its page load's token. */
export const vitals = '/api/remote-reports/vitals';
/** GET (admins): field speed per route, release and device class (?days=7 or 30). */
export const adminSpeed = '/api/admin/speed';
export const adminLeads = '/api/admin/leads';
export const adminLeadsCsv = '/api/admin/leads.csv';
export const adminLead = (id: string) => `/api/admin/leads/${seg(id)}`;
export const adminLeadResend = (id: string) => `/api/admin/leads/${seg(id)}/resend`;
export const adminUsers = '/api/admin/users';
export const adminUser = (id: string) => `/api/admin/users/${seg(id)}`;
export const adminPosts = '/api/admin/posts';
export const adminPostUnpublish = (id: string) => `/api/admin/posts/${seg(id)}/unpublish`;
export const adminPostDelete = (id: string) => `/api/admin/posts/${seg(id)}/delete`;
export const adminComments = '/api/admin/comments';
export const adminCommentDelete = (id: string) => `/api/admin/comments/${seg(id)}/delete`;
export const adminAudit = '/api/admin/audit';
export const health = '/health';
export const ready = '/health/ready';
