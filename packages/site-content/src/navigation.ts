// Routes the header and footer link to.
import { PAGE_PATHS } from './page-paths';

export interface NavLink {
  label: string;
  to: string;
}

export const serviceLinks: NavLink[] = [
  { label: 'AI', to: PAGE_PATHS.aiService },
  { label: 'Web Development', to: PAGE_PATHS.webService },
  { label: 'Mobile Apps', to: PAGE_PATHS.mobileService },
  { label: 'Game Development', to: PAGE_PATHS.gameService },
];

export const headerLinks = {
  home: { label: 'Home', to: PAGE_PATHS.home },
  product: { label: 'Product', to: PAGE_PATHS.products },
  blog: { label: 'Blog', to: PAGE_PATHS.blog },
  about: { label: 'About', to: PAGE_PATHS.about },
  contact: { label: 'Contact', to: PAGE_PATHS.contact },
  authors: { label: 'Authors', to: PAGE_PATHS.authorRequests },
} satisfies Record<string, NavLink>;

export const footerLinks: (NavLink & { hot?: boolean })[] = [
  ...serviceLinks,
  { label: 'About', to: PAGE_PATHS.about },
  { label: 'Blog', to: PAGE_PATHS.blog },
  { label: 'All services', to: PAGE_PATHS.allServices, hot: true },
  { label: 'Contact', to: PAGE_PATHS.contact },
  { label: 'Accessibility', to: PAGE_PATHS.accessibility },
];
