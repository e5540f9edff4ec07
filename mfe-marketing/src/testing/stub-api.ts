// The fetch-boundary stub every remote's tests share.
export * from '@brightwave/web-kit/testing';
