import { mountRemoteDevPage } from '@brightwave/web-kit/dev';
import exposes from '../exposes.json';

// The standalone dev page: every exposed page of this remote, routed as in the shell.
void mountRemoteDevPage(
  'marketing',
  exposes,
  (file) =>
    import(
      /* webpackInclude: /\.tsx$/ */
      /* webpackExclude: /\.test\.tsx$/ */
      `./${file}`
    ),
);
