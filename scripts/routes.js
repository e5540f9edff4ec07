// Reads the remotes' routes files (mfe-<name>/src/routes.ts) in Node, for what must not run a
// browser: the routes.json each remote's build writes, and the check that no path is claimed by
// two remotes. The pages' lazy imports are never called, so no page code runs.
//
//   node scripts/routes.js json <remote> <routes.ts>     prints that remote's routes.json
//   node scripts/routes.js pages <routes.ts>             prints each route's page import request
//   node scripts/routes.js check [--page-paths=<file>] [<remote>=<routes.ts> ...]
//                                                        fails on a path claimed twice, and on a
//                                                        page path (site-content's PAGE_PATHS, or
//                                                        <file>'s) that no route serves (default:
//                                                        every remote of scripts/apps.js)
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const CONDITIONS = '--conditions=source';

/** Compiles TypeScript on require, with the same compiler webpack uses (swc). */
function registerTypeScript() {
  const { transformSync } = require('@swc/core');
  for (const extension of ['.ts', '.tsx']) {
    require.extensions[extension] = (module, filename) => {
      const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
        filename,
        jsc: {
          target: 'es2022',
          parser: { syntax: 'typescript', tsx: extension === '.tsx' },
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'commonjs' },
      });
      module._compile(code, filename);
    };
  }
}

function webKitRoutes() {
  return require(path.join(root, 'packages/web-kit/src/routes/define-routes.ts'));
}

/** One remote's routes file as routes.json's content. */
function routesDocument(remote, file) {
  const routes = require(path.resolve(file)).default;
  if (!Array.isArray(routes)) {
    throw new Error(`${file} must default-export defineRoutes([...]).`);
  }
  return { remote, routes: webKitRoutes().routesInfo(routes) };
}

/**
 * Each route's page module, as its `page` function imports it: route path -> import request
 * ("./pages/about-page"), however the routes file builds its list (inline imports, shared
 * loaders, helper functions). Read from the compiled function, whose import is a require call.
 */
function pageRequestsDocument(file) {
  const routes = require(path.resolve(file)).default;
  return Object.fromEntries(
    routes.flatMap((route) => {
      const request = /require\((["'])(.+?)\1\)/.exec(String(route.page))?.[2];
      return request ? [[route.path, request]] : [];
    }),
  );
}

/**
 * Each remote's route paths, read once for both checks.
 * @param {{ remote: string, file: string }[]} remotes in site.config.json order
 */
function routeLists(remotes) {
  return remotes.map(({ remote, file }) => ({
    remote,
    paths: routesDocument(remote, file).routes.map((route) => route.path),
  }));
}

const PAGE_PATHS_FILE = 'packages/site-content/src/page-paths.ts';

/**
 * The page paths (named constants) that no remote's route serves.
 * @param {{ paths: string[] }[]} lists each remote's route paths
 * @param {string} pagePathsFile a module exporting PAGE_PATHS
 */
function findDeadPaths(lists, pagePathsFile) {
  const { PAGE_PATHS } = require(path.resolve(root, pagePathsFile));
  const { findDeadPagePaths } = require(
    path.join(root, 'packages/web-kit/src/routes/dead-page-paths.ts'),
  );
  return findDeadPagePaths(
    PAGE_PATHS,
    lists.flatMap((list) => list.paths),
  );
}

/**
 * Runs this file in a fresh Node with the `source` condition (workspace packages resolve to their
 * TypeScript), so a build or a test never caches an old routes file.
 */
function runFresh(args) {
  const result = spawnSync(process.execPath, [CONDITIONS, __filename, ...args], {
    cwd: root,
    encoding: 'utf8',
  });
  return { ok: result.status === 0, stdout: result.stdout, stderr: result.stderr.trim() };
}

/** routes.json for a build (webpack calls this): a string, or an error naming the file. */
function routesJson(remote, file) {
  const result = runFresh(['json', remote, file]);
  if (!result.ok)
    throw new Error(`Could not read the routes of ${remote} (${file}):\n${result.stderr}`);
  return result.stdout;
}

/** pageRequestsDocument for a build (webpack's BundleStatsPlugin calls this). */
function pageRequests(file) {
  const result = runFresh(['pages', file]);
  if (!result.ok) throw new Error(`Could not read the pages of ${file}:\n${result.stderr}`);
  return JSON.parse(result.stdout);
}

function defaultRemotes() {
  const { remotes } = require('./apps.js');
  return remotes().map((app) => ({
    remote: app.name,
    file: path.join(root, app.dir, 'src/routes.ts'),
  }));
}

function main(argv) {
  if (!process.execArgv.includes(CONDITIONS)) {
    const result = spawnSync(process.execPath, [CONDITIONS, __filename, ...argv], {
      stdio: 'inherit',
    });
    process.exit(result.status ?? 1);
  }
  registerTypeScript();
  const [command, ...args] = argv;
  if (command === 'json') {
    const [remote, file] = args;
    process.stdout.write(`${JSON.stringify(routesDocument(remote, file), null, 2)}\n`);
    return;
  }
  if (command === 'pages') {
    process.stdout.write(`${JSON.stringify(pageRequestsDocument(args[0]))}\n`);
    return;
  }
  if (command === 'check') {
    const pagePathsArg = args.find((arg) => arg.startsWith('--page-paths='));
    const remoteArgs = args.filter((arg) => arg !== pagePathsArg);
    // The site's links lead into the whole site: they are held against the site's own remotes,
    // or against the remotes named with a list of paths of their own (--page-paths).
    const pagePathsFile =
      pagePathsArg?.slice('--page-paths='.length) ??
      (remoteArgs.length ? undefined : PAGE_PATHS_FILE);
    const remotes = remoteArgs.length
      ? remoteArgs.map((arg) => {
          const [remote, file] = arg.split('=');
          return { remote, file };
        })
      : defaultRemotes();
    const names = remotes.map((r) => r.remote).join(', ');
    const lists = routeLists(remotes);
    const clashes = webKitRoutes().findRouteClashes(lists);
    for (const clash of clashes) {
      console.error(`Route clash: ${clash.path} is claimed by ${clash.remotes.join(' and ')}.`);
    }
    if (clashes.length) {
      console.error('Each path belongs to one remote: remove it from all but one routes file.');
    }
    const dead = pagePathsFile ? findDeadPaths(lists, pagePathsFile) : [];
    for (const { name, path: deadPath } of dead) {
      console.error(
        `Dead page path: PAGE_PATHS.${name} (${deadPath}) matches no route of ${names}.`,
      );
    }
    if (dead.length) {
      console.error(
        `Links lead to these paths: add the page to a remote's routes.ts, or correct the path in ${pagePathsFile}.`,
      );
    }
    if (clashes.length || dead.length) process.exit(1);
    console.log(
      `Routes: no path claimed twice among ${names}${pagePathsFile ? '; every page path leads to a route' : ''}.`,
    );
    return;
  }
  console.error(
    'Usage: node scripts/routes.js json <remote> <routes.ts> | check [--page-paths=<file>] [<remote>=<routes.ts> ...]',
  );
  process.exit(2);
}

module.exports = { routesJson, pageRequests, registerTypeScript, CONDITIONS };

if (require.main === module) main(process.argv.slice(2));
