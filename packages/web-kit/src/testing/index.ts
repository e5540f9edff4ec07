// Test helpers for the remotes' screen tests (`@brightwave/web-kit/testing`); never bundled.
export * from './render-page';
export * from './stub-api';
