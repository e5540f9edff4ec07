import { mountRemoteDevPage } from '@brightwave/web-kit/dev';
import exposes from '../exposes.json';

// The standalone dev page: every exposed page of this remote, routed as in the shell.
const modules = Object.fromEntries(
  Object.entries(exposes).map(([name, file]) => [
    name,
    () =>
      import(
        /* webpackInclude: /\.tsx$/ */
        /* webpackExclude: /\.test\.tsx$/ */
        `./${file.replace('./src/', '')}`
      ),
  ]),
);

void mountRemoteDevPage('chat', modules);
