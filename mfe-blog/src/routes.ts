// Every page this remote serves. The shell builds its router from this list at runtime, so adding
// or removing a page here and redeploying this remote alone changes the site. `page` stays a lazy
// import: the shell downloads a page only when it shows it. The build writes the same list, without
// the code, to routes.json beside mf-manifest.json.
import { defineRoutes } from '@brightwave/web-kit/routes';

const blogCreate = () => import('./pages/blog-create-page');

export default defineRoutes([
  {
    path: '/blog',
    page: () => import('./pages/blog-list-page'),
    title: 'Blog',
    description: 'Articles on software, design and technology from the Brightwave community.',
  },
  {
    path: '/registration',
    page: () => import('./pages/registration-page'),
    title: 'Create an account',
    description: 'Create a Brightwave account to comment, like and write for the blog.',
    noindex: true,
  },
  {
    path: '/login',
    page: () => import('./pages/login-page'),
    title: 'Sign in',
    description: 'Sign in to your Brightwave account.',
    noindex: true,
  },
  {
    path: '/forgot-password',
    page: () => import('./pages/forgot-password-page'),
    title: 'Forgot password',
    description: 'Get a link to choose a new password for your Brightwave account.',
    noindex: true,
  },
  {
    path: '/reset-password',
    page: () => import('./pages/reset-password-page'),
    title: 'Choose a new password',
    description: 'Choose a new password for your Brightwave account.',
    noindex: true,
  },
  {
    path: '/blogfrom',
    page: blogCreate,
    title: 'Write a blog',
    description: 'Write a post for the Brightwave blog.',
    access: 'user',
  },
  {
    path: '/blogform',
    page: blogCreate,
    title: 'Write a blog',
    description: 'Write a post for the Brightwave blog.',
    access: 'user',
  },
  {
    path: '/yourBlogs',
    page: () => import('./pages/your-blogs-page'),
    title: 'Your blogs',
    description: 'The posts you have written for the Brightwave blog.',
    access: 'user',
  },
  {
    path: '/editblog/:id',
    page: () => import('./pages/edit-blog-page'),
    title: 'Edit blog',
    description: 'Edit one of your posts on the Brightwave blog.',
    access: 'user',
  },
  {
    path: '/blogDetails/:id',
    page: () => import('./pages/blog-detail-page'),
    title: 'Blog',
    description: 'A post on the Brightwave blog.',
  },
  {
    path: '/CommentSection/:id',
    page: () => import('./pages/comment-section-page'),
    title: 'Comments',
    description: 'The discussion of a post on the Brightwave blog.',
  },
]);
