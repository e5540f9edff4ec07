// @brightwave/contracts: what the API and the frontends agree on. Browser-safe: no Node imports.
export * from './constants';
export * from './api-paths';
export * from './texts';
export * from './validation';
export * from './contact';
export * from './accounts';
export * from './author-applications';
export * from './blogs';
export * from './comments';
export * from './comment-section';
export * from './chat';
export * from './blog-html-formats';
export * from './admin';
export * from './remote-reports';
export * from './remote-reports-schema';
export * from './subscriptions';
