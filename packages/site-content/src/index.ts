export * from './company';
export * from './navigation';
export * from './services';
export * from './projects';
export * from './marketing';
export * from './pages';
