import { mountRemoteDevPage } from '@brightwave/web-kit/dev';
import routes from './routes';

// The standalone dev page: every page of this remote's routes file, routed as in the shell.
void mountRemoteDevPage('admin', routes);
