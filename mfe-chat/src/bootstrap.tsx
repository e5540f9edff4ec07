import { mountRemoteDevPage } from '@brightwave/web-kit/dev';

// The standalone dev page: the chat has no pages, so the panel gets the page's root here.
void mountRemoteDevPage('chat', [
  { path: '/', page: () => import('./features/chat/components/chat-panel') },
]);
