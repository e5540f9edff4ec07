// Every page address of the site, the one place it is written: each remote's routes.ts serves its
// pages at these paths, and the header and footer, the chatbot's answers, one remote's link to
// another's page and the shell's not-found page link to them. `npm run check:routes` fails when a
// path here matches no route, so a link cannot outlive its page unnoticed.
// A `:name` segment is a parameter: fill it in with pagePath().

export const PAGE_PATHS = {
  home: '/',
  about: '/about',
  // The older address of /about, kept for its links.
  aboutCreative: '/aboutceative',
  techInnovation: '/teachinnovation',
  contact: '/contactus',
  contactInfo: '/contactusinfo',
  startProject: '/forminfo',
  questions: '/question',
  accessibility: '/accessibility',
  allServices: '/allservices',
  aiService: '/services/artificial-intelligence',
  webService: '/services/web-development',
  mobileService: '/services/mobile-development',
  gameService: '/services/game-development',
  dataAnalytics: '/services/dataanalytics',
  products: '/products',
  // The product list at its older address.
  productList: '/appproduct',
  product: '/appproduct/:id',
  portfolio: '/ProductShowcase',
  portfolioProject: '/mobileappproduct',
  blog: '/blog',
  blogPost: '/blogDetails/:id',
  // An author's page (account id) and the tags: the index and one tag's posts.
  author: '/authors/:id',
  tags: '/tags',
  tag: '/tags/:tag',
  writeBlog: '/blogform',
  // The spec's misspelt address of the writing page, kept for its links.
  writeBlogMisspelt: '/blogfrom',
  yourBlogs: '/yourBlogs',
  editBlog: '/editblog/:id',
  commentSection: '/CommentSection/:id',
  registration: '/registration',
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  // Linked from the subscription mails (the API builds their links from these).
  subscribeConfirm: '/subscribe/confirm',
  unsubscribe: '/unsubscribe',
  // Linked from the notification mails and the signed-in user's menu.
  accountNotifications: '/account/notifications',
  authorRequests: '/authorsRequest',
  admin: '/admin',
  adminOverview: '/admin/overview',
  adminLeads: '/admin/leads',
  adminPeople: '/admin/people',
  adminContent: '/admin/content',
  adminSubscribers: '/admin/subscribers',
  adminAudit: '/admin/audit',
  adminSpeed: '/admin/speed',
  adminAssistant: '/admin/assistant',
} as const;

export type PagePathName = keyof typeof PAGE_PATHS;
export type PagePath = (typeof PAGE_PATHS)[PagePathName];

/** The parameter names of a path pattern: "/blogDetails/:id" -> "id". */
export type PathParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamName<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * A page's address with its parameters filled in, each URL-encoded:
 * `pagePath(PAGE_PATHS.blogPost, { id })` -> "/blogDetails/64b0…".
 */
export function pagePath<P extends PagePath>(
  pattern: P,
  params: Record<PathParamName<P>, string | number>,
): string {
  const values = params as Record<string, string | number>;
  return pattern.replace(/:(\w+)/g, (_segment, name: string) =>
    encodeURIComponent(String(values[name])),
  );
}
