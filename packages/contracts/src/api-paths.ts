// API_PATHS: every API path, one export each in api-path-list.ts, gathered as a namespace so a
// bundle keeps only the paths its code names (an object literal would ship all of them).
export * as API_PATHS from './api-path-list';
