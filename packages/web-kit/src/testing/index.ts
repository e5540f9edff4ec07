// Test helpers for every remote (import from '@brightwave/web-kit/testing'; never from app code).
export * from './stub-api';
export * from './render-page';
