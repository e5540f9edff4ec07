// The spec's route table: which remote owns each route and which exposed page renders it.
// The shell builds its router from this; each remote's standalone dev page renders its own rows.

export type RemoteName = 'marketing' | 'blog' | 'admin' | 'chat';

export interface RouteEntry {
  path: string;
  remote: RemoteName;
  /** The exposed module, as in the remote's exposes.json. */
  module: string;
  /** The document title's first part. */
  title: string;
  props?: Record<string, string>;
  /** Only a signed-in admin may open it (the server enforces the same). */
  adminOnly?: boolean;
}

const homeSections = [
  ['BusinessSolutionsOverview', 'Business solutions'],
  ['CustomWebSolutions', 'Custom web solutions'],
  ['PartnerLogos', 'Our partners'],
  ['OurServices', 'Our services'],
  ['ClientIndustries', 'Client industries'],
  ['ProductShowcase', 'Product showcase'],
] as const;

const services = [
  ['artificial-intelligence', 'Artificial intelligence'],
  ['web-development', 'Web development'],
  ['mobile-development', 'Mobile app development'],
  ['game-development', 'Game development'],
] as const;

const marketing = (path: string, module: string, title: string, props?: Record<string, string>) =>
  ({ path, remote: 'marketing', module, title, props }) satisfies RouteEntry;
const blog = (path: string, module: string, title: string) =>
  ({ path, remote: 'blog', module, title }) satisfies RouteEntry;

export const routeTable: RouteEntry[] = [
  marketing('/', './Home', 'Home'),
  ...homeSections.map(([section, title]) =>
    marketing(`/${section}`, './HomeSection', title, { section }),
  ),
  marketing('/contactus', './Contact', 'Contact us'),
  marketing('/contactusinfo', './ContactInfo', 'Contact information'),
  marketing('/about', './About', 'About us'),
  marketing('/aboutceative', './About', 'About us'),
  ...services.map(([service, title]) =>
    marketing(`/services/${service}`, './Service', title, { service }),
  ),
  marketing('/services/dataanalytics', './DataAnalytics', 'Data analytics'),
  marketing('/allservices', './AllServices', 'All services'),
  marketing('/question', './Question', 'Questions'),
  marketing('/teachinnovation', './TeachInnovation', 'Innovation'),
  marketing('/products', './Products', 'Products'),
  marketing('/appproduct', './ProductDetail', 'Product'),
  marketing('/appproduct/:id', './ProductDetail', 'Product'),
  marketing('/mobileappproduct', './MobileAppProduct', 'Project'),
  marketing('/forminfo', './FormInfo', 'Start a project'),
  blog('/blog', './BlogList', 'Blog'),
  blog('/registration', './Registration', 'Create an account'),
  blog('/login', './Login', 'Sign in'),
  blog('/forgot-password', './ForgotPassword', 'Forgot password'),
  blog('/reset-password', './ResetPassword', 'Choose a new password'),
  blog('/blogfrom', './BlogCreate', 'Write a blog'),
  blog('/blogform', './BlogCreate', 'Write a blog'),
  blog('/yourBlogs', './YourBlogs', 'Your blogs'),
  blog('/editblog/:id', './EditBlog', 'Edit blog'),
  blog('/blogDetails/:id', './BlogDetail', 'Blog'),
  blog('/CommentSection/:id', './CommentSection', 'Comments'),
  {
    path: '/admin',
    remote: 'admin',
    module: './AuthorRequests',
    title: 'Author applications',
    adminOnly: true,
  },
  {
    path: '/authorsRequest',
    remote: 'admin',
    module: './AuthorRequests',
    title: 'Author applications',
    adminOnly: true,
  },
];

/** The chat panel the shell's floating button opens. */
export const chatPanel = { remote: 'chat', module: './ChatPanel' } as const;
