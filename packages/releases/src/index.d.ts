export * from './store';
export * from './version';
