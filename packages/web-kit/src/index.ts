export * from './config/runtime-config';
export * from './session/session-store';
export * from './api/api-client';
export * from './ui/button';
export * from './ui/spinner';
export * from './ui/modal';
export * from './routes/define-routes';
export * from './ui/status-page';
