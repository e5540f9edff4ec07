// Routes the header and footer link to. Paths are the spec's route table.

export interface NavLink {
  label: string;
  to: string;
}

export const serviceLinks: NavLink[] = [
  { label: 'AI', to: '/services/artificial-intelligence' },
  { label: 'Web Development', to: '/services/web-development' },
  { label: 'Mobile Apps', to: '/services/mobile-development' },
  { label: 'Game Development', to: '/services/game-development' },
];

export const headerLinks = {
  home: { label: 'Home', to: '/' },
  product: { label: 'Product', to: '/products' },
  about: { label: 'About', to: '/about' },
  contact: { label: 'Contact', to: '/contactus' },
  authors: { label: 'Authors', to: '/authorsRequest' },
} satisfies Record<string, NavLink>;

export const footerLinks: (NavLink & { hot?: boolean })[] = [
  ...serviceLinks,
  { label: 'About', to: '/about' },
  { label: 'All services', to: '/allservices', hot: true },
  { label: 'Contact', to: '/contactus' },
];
