export * from './render-page';
export * from './stub-api';
