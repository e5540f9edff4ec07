// Moved to web-kit so every remote's tests share them.
export * from '@brightwave/web-kit/testing';
