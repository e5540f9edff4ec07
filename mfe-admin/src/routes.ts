// Every page this remote serves. The shell builds its router from this list at runtime, so adding
// or removing a page here and redeploying this remote alone changes the site. `page` stays a lazy
// import: the shell downloads a page only when it shows it. The build writes the same list, without
// the code, to routes.json beside mf-manifest.json.
import { PAGE_PATHS } from '@brightwave/site-content';
import { defineRoutes } from '@brightwave/web-kit/routes';

const authorRequests = () => import('./pages/author-requests-page');

export default defineRoutes([
  {
    path: PAGE_PATHS.admin,
    page: authorRequests,
    title: 'Author applications',
    description: 'Review applications to write for the Brightwave blog.',
    access: 'admin',
  },
  {
    path: PAGE_PATHS.authorRequests,
    page: authorRequests,
    title: 'Author applications',
    description: 'Review applications to write for the Brightwave blog.',
    access: 'admin',
  },
  {
    path: PAGE_PATHS.adminOverview,
    page: () => import('./pages/overview-page'),
    title: 'Admin overview',
    description: 'What needs attention on the Brightwave website.',
    access: 'admin',
  },
  {
    path: PAGE_PATHS.adminLeads,
    page: () => import('./pages/leads-page'),
    title: 'Leads',
    description:
      'Contact messages, project inquiries and chat handoffs, with status, notes and mail delivery.',
    access: 'admin',
  },
  {
    path: PAGE_PATHS.adminPeople,
    page: () => import('./pages/people-page'),
    title: 'People',
    description: 'Accounts, roles and disabled accounts.',
    access: 'admin',
  },
  {
    path: PAGE_PATHS.adminContent,
    page: () => import('./pages/content-page'),
    title: 'Content',
    description: 'Moderate posts and comments.',
    access: 'admin',
  },
  {
    path: PAGE_PATHS.adminSubscribers,
    page: () => import('./pages/subscribers-page'),
    title: 'Subscribers',
    description: 'E-mail subscribers, new-post mails per post and suppressed addresses.',
    access: 'admin',
  },
  {
    path: PAGE_PATHS.adminAssistant,
    page: () => import('./pages/assistant-page'),
    title: 'Chat assistant',
    description: 'Questions the chat assistant could not answer, and teaching it.',
    access: 'admin',
  },
  {
    path: PAGE_PATHS.adminAudit,
    page: () => import('./pages/audit-page'),
    title: 'Audit log',
    description: 'Every change made in the admin console.',
    access: 'admin',
  },
  {
    path: PAGE_PATHS.adminSpeed,
    page: () => import('./features/speed/speed-page'),
    title: 'Speed',
    description: 'How fast each page is for real visitors, per device class and release.',
    access: 'admin',
  },
]);
