// Every page this remote serves. The shell builds its router from this list at runtime, so adding
// or removing a page here and redeploying this remote alone changes the site. `page` stays a lazy
// import: the shell downloads a page only when it shows it. The build writes the same list, without
// the code, to routes.json beside mf-manifest.json, with what the shell's server asks the API for
// these pages (a post's head tags, the list's first call to preload, the posts for the sitemap, the
// calls a post and the list's first page are rendered from on the server).
import {
  API_PATHS,
  BLOG_PAGE_LIMIT_MAX,
  RECOMMENDED_COVER,
  TOTAL_COUNT_HEADER,
} from '@brightwave/contracts';
import { PAGE_PATHS } from '@brightwave/site-content';
import { defineRoutes } from '@brightwave/web-kit/routes';
import { FIRST_LIST_PAGE, firstListPage } from './features/blogs/api/list-query';

const blogCreate = () => import('./pages/blog-create-page');

/** An API path with a route's `:parameter` in it (the builders would encode the colon). */
const withParam = (path: (value: string) => string, name: string) =>
  path(`:${name}`).replace(encodeURIComponent(`:${name}`), `:${name}`);
const author = withParam(API_PATHS.author, 'id');
const tag = withParam(API_PATHS.tag, 'tag');

export default defineRoutes([
  {
    path: PAGE_PATHS.blog,
    page: () => import('./pages/blog-list-page'),
    title: 'Blog',
    description: 'Articles on software, design and technology from the Brightwave community.',
    // A card shows the cover at card size when there is one (BlogCard: cardImage ?? image).
    preload: { source: FIRST_LIST_PAGE, image: ['cardImage', 'image'] },
    // The first page's cards in the HTML (the list reads its total from the header).
    render: {
      data: [FIRST_LIST_PAGE],
      headers: [TOTAL_COUNT_HEADER],
      version: API_PATHS.blogsVersion,
    },
  },
  {
    path: PAGE_PATHS.author,
    page: () => import('./pages/author-page'),
    title: 'Author',
    description: 'An author of the Brightwave blog and their posts.',
    head: {
      source: author,
      fields: { title: 'name', description: 'bio', image: 'avatar' },
    },
    // The profile and the first page of their posts in the HTML. No version: a bio changes
    // without raising the posts' version, so the page is rendered for every request.
    render: {
      data: [author, firstListPage({ author: ':id' })],
      headers: [TOTAL_COUNT_HEADER],
    },
    sitemap: {
      source: API_PATHS.authors,
      pageSize: BLOG_PAGE_LIMIT_MAX,
      params: { id: 'id' },
      lastmod: 'lastPublished',
    },
  },
  {
    path: PAGE_PATHS.tags,
    page: () => import('./pages/tags-page'),
    title: 'Tags',
    description: 'Every topic of the Brightwave blog, and how many posts each has.',
    render: { data: [API_PATHS.tags], version: API_PATHS.blogsVersion },
  },
  {
    path: PAGE_PATHS.tag,
    page: () => import('./pages/tag-page'),
    title: 'Tag',
    description: 'Posts on one topic of the Brightwave blog.',
    head: { source: tag, fields: { title: 'title', description: 'description' } },
    render: {
      data: [tag, firstListPage({ tag: ':tag' })],
      headers: [TOTAL_COUNT_HEADER],
      version: API_PATHS.blogsVersion,
    },
    sitemap: {
      source: API_PATHS.tags,
      pageSize: BLOG_PAGE_LIMIT_MAX,
      params: { tag: 'name' },
    },
  },
  {
    path: PAGE_PATHS.registration,
    page: () => import('./pages/registration-page'),
    title: 'Create an account',
    description: 'Create a Brightwave account to comment, like and write for the blog.',
    noindex: true,
  },
  {
    path: PAGE_PATHS.login,
    page: () => import('./pages/login-page'),
    title: 'Sign in',
    description: 'Sign in to your Brightwave account.',
    noindex: true,
  },
  {
    path: PAGE_PATHS.forgotPassword,
    page: () => import('./pages/forgot-password-page'),
    title: 'Forgot password',
    description: 'Get a link to choose a new password for your Brightwave account.',
    noindex: true,
  },
  {
    path: PAGE_PATHS.subscribeConfirm,
    page: () => import('./pages/subscribe-confirm-page'),
    title: 'Confirm your subscription',
    description: 'Confirm your subscription to new posts on the Brightwave blog.',
    noindex: true,
  },
  {
    path: PAGE_PATHS.unsubscribe,
    page: () => import('./pages/unsubscribe-page'),
    title: 'Unsubscribe',
    description: 'Stop e-mails about new posts on the Brightwave blog.',
    noindex: true,
  },
  {
    path: PAGE_PATHS.accountNotifications,
    page: () => import('./pages/account-notifications-page'),
    title: 'Notification settings',
    description: 'Choose which e-mails about replies and comments you get.',
    access: 'user',
    noindex: true,
  },
  {
    path: PAGE_PATHS.resetPassword,
    page: () => import('./pages/reset-password-page'),
    title: 'Choose a new password',
    description: 'Choose a new password for your Brightwave account.',
    noindex: true,
  },
  {
    path: PAGE_PATHS.writeBlogMisspelt,
    page: blogCreate,
    title: 'Write a blog',
    description: 'Write a post for the Brightwave blog.',
    access: 'user',
  },
  {
    path: PAGE_PATHS.writeBlog,
    page: blogCreate,
    title: 'Write a blog',
    description: 'Write a post for the Brightwave blog.',
    access: 'user',
  },
  {
    path: PAGE_PATHS.yourBlogs,
    page: () => import('./pages/your-blogs-page'),
    title: 'Your blogs',
    description: 'The posts you have written for the Brightwave blog.',
    access: 'user',
  },
  {
    path: PAGE_PATHS.editBlog,
    page: () => import('./pages/edit-blog-page'),
    title: 'Edit blog',
    description: 'Edit one of your posts on the Brightwave blog.',
    access: 'user',
  },
  {
    path: PAGE_PATHS.blogPost,
    page: () => import('./pages/blog-detail-page'),
    title: 'Blog',
    description: 'A post on the Brightwave blog.',
    head: {
      source: `${API_PATHS.blogs}/:id`,
      when: { status: 'published' },
      fields: {
        // The author's search result texts when written, else the title and the excerpt.
        title: ['seoTitle', 'title'],
        description: ['seoDescription', 'excerpt'],
        image: 'image',
        published: 'createdAt',
        modified: ['updatedAt', 'createdAt'],
      },
      type: 'article',
      // The size the editor asks covers to be, declared as og:image:width and height.
      imageSize: RECOMMENDED_COVER,
    },
    // The post (asked anonymously: published only, a draft answers 404) in the HTML.
    render: { data: [`${API_PATHS.blogs}/:id`], version: API_PATHS.blogsVersion },
    sitemap: {
      source: `${API_PATHS.blogs}?fields=summary`,
      pageSize: BLOG_PAGE_LIMIT_MAX,
      totalCountHeader: TOTAL_COUNT_HEADER,
      params: { id: '_id' },
      lastmod: ['updatedAt', 'createdAt'],
      exclude: { status: 'draft' },
    },
  },
  {
    path: PAGE_PATHS.commentSection,
    page: () => import('./pages/comment-section-page'),
    title: 'Comments',
    description: 'The discussion of a post on the Brightwave blog.',
  },
]);
