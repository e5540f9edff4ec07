export * from './apps';
export * from './site-config';
