// Every API path, so the API's controllers and the frontends' client functions name the same
// strings. Ids are URI-encoded. The paths are the public API: a key may be renamed, its path never.

const seg = (id: string) => encodeURIComponent(id);

export const API_PATHS = {
  sendEmail: '/send-email',
  register: '/register',
  login: '/login',
  /** GET: the signed-in user with fresh flags. */
  me: '/me',
  /** POST: signs out the token sent (204); the account's other sessions stay open. */
  logout: '/logout',
  passwordForgot: '/password/forgot',
  passwordReset: '/password/reset',
  blogs: '/getblogs',
  /**
   * GET `{ version }`: a number every change to any post (a write, a like, a comment count) raises,
   * as the database holds it (the same through every API instance); pages rendered from posts
   * are kept while it stands (the shell's server).
   */
  blogsVersion: '/getblogs-version',
  blog: (id: string) => `/getblogs/${seg(id)}`,
  /** GET up to three published posts to read next (shared tags first, then the newest). */
  relatedBlogs: (id: string) => `/getblogs/${seg(id)}/related`,
  createBlog: '/createblog',
  /** GET loads a blog for editing; PUT (with `?timestamp=`) saves it. */
  editBlog: (id: string) => `/editblog/${seg(id)}`,
  deleteBlog: (id: string) => `/deleteblog/${seg(id)}`,
  likeBlog: (id: string) => `/likeblog/${seg(id)}`,
  /** POST an image (authors); GET one stored image. */
  media: '/media',
  mediaFile: (id: string) => `/media/${seg(id)}`,
  rss: '/rss.xml',
  authorApplicationCreate: '/api/save-data',
  authorApplications: '/api/get-data',
  /** GET: the signed-in user's own application (or null). */
  myAuthorApplication: '/api/my-application',
  acceptApplication: (id: string) => `/api/accept/${seg(id)}`,
  rejectApplication: (id: string) => `/api/reject/${seg(id)}`,
  resetApplication: (id: string) => `/api/reset/${seg(id)}`,
  /**
   * The comment section (/CommentSection/{id}): GET with `?blogId=`, POST a comment. The entry
   * paths below (`/api/comments/{id}...`) serve both threads.
   */
  commentSectionComments: '/api/comments',
  comment: (id: string) => `/api/comments/${seg(id)}`,
  commentReply: (id: string) => `/api/comments/${seg(id)}/reply`,
  commentLike: (id: string) => `/api/comments/${seg(id)}/like`,
  reply: (id: string, replyId: string) => `/api/comments/${seg(id)}/replies/${seg(replyId)}`,
  replyLike: (id: string, replyId: string) =>
    `/api/comments/${seg(id)}/replies/${seg(replyId)}/like`,
  /** The discussion on a post's page: GET one blog's comments; POST (no id) a comment. */
  discussionComments: (blogId: string) => `/api/blogcomments/${seg(blogId)}`,
  discussionCommentCreate: '/api/blogcomments',
  chat: '/api/chat',
  chatHandoff: '/api/chat/handoff',
  chatUnanswered: '/api/chat/unanswered',
  adminChatLessons: '/api/admin/chat/lessons',
  adminChatLesson: (id: string) => `/api/admin/chat/lessons/${seg(id)}`,
  adminOverview: '/api/admin/overview',
  adminLeads: '/api/admin/leads',
  adminLeadsCsv: '/api/admin/leads.csv',
  adminLead: (id: string) => `/api/admin/leads/${seg(id)}`,
  adminLeadResend: (id: string) => `/api/admin/leads/${seg(id)}/resend`,
  adminUsers: '/api/admin/users',
  adminUser: (id: string) => `/api/admin/users/${seg(id)}`,
  adminPosts: '/api/admin/posts',
  adminPostUnpublish: (id: string) => `/api/admin/posts/${seg(id)}/unpublish`,
  adminPostDelete: (id: string) => `/api/admin/posts/${seg(id)}/delete`,
  adminComments: '/api/admin/comments',
  adminCommentDelete: (id: string) => `/api/admin/comments/${seg(id)}/delete`,
  adminAudit: '/api/admin/audit',
  health: '/health',
  ready: '/health/ready',
} as const;
