// One module per page's copy, so that a page's chunk holds only its own texts (the package has no
// side effects: a bundler keeps just the modules an app imports through this index).
export * from './company';
export * from './navigation';
export * from './page-paths';
export * from './service-cards';
export * from './client-needs';
export * from './services';
export * from './project-cards';
export * from './projects';
export * from './pages';
export * from './home';
export * from './about';
export * from './faqs';
export * from './innovation';
export * from './project-inquiry';
export * from './contact-guide';
export * from './service-pages';
export * from './products-copy';
export * from './project-detail-copy';
export * from './contact-copy';
