// The router-aware render every remote's tests share.
export * from '@brightwave/web-kit/testing';
