// An async boundary, so the shared react singletons are negotiated before any of them runs.
void import('./bootstrap');
