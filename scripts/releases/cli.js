// The release commands (README.md, "Shipping a remote"):
//   node scripts/releases/cli.js release <remote> [--dist <folder>]  (npm run release -w mfe-<name>)
//   node scripts/releases/cli.js promote <remote> <version>       (npm run promote -- ...)
//   node scripts/releases/cli.js rollback <remote>
//   node scripts/releases/cli.js canary <remote> <version> <percent> | canary <remote> off
//   node scripts/releases/cli.js releases <remote>
// The store is RELEASES_URI's database when set (a CI job releasing to production), else the folder
// RELEASES_DIR (default data/releases). A refusal prints its reason and exits 1.
const { execFileSync } = require('node:child_process');
const path = require('node:path');
const releases = require('@brightwave/releases');

const root = path.resolve(__dirname, '../..');

function gitCommit() {
  try {
    const run = (args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
    const commit = run(['rev-parse', '--short=12', 'HEAD']);
    return run(['status', '--porcelain']) ? `${commit}-dirty` : commit;
  } catch {
    return null; // not a git checkout (an exported tree): the release records no commit
  }
}

function kilobytes(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

async function describe(store, name) {
  const channels = await store.readChannels(name);
  const lines = [
    `stable: ${channels.stable ?? '(none: the remote serves its dist)'}`,
    `canary: ${channels.canary ? `${channels.canary.version} for ${channels.canary.percent}% of visitors` : 'off'}`,
  ];
  if (channels.previous.length) lines.push(`rollback to: ${channels.previous.at(-1)}`);
  return lines.join('\n');
}

const commands = {
  async release(store, [key, flag, folder]) {
    const app = releases.remoteOf(key);
    let dist;
    if (flag === '--dist' && folder) {
      // A build made elsewhere (a CI job's artefact), published as it is.
      dist = path.resolve(folder);
    } else {
      // Built first when any input is newer than its last build (scripts/build.js's rule).
      const { buildApp } = require('../build.js');
      const built = buildApp(app.dir);
      console.log(built.skipped ? `${app.dir}: build up to date` : `${app.dir}: built`);
      dist = path.join(root, app.dir, 'dist');
    }
    const { release, created, pruned } = await store.publish({
      remote: app.name,
      dist,
      commit: gitCommit(),
    });
    console.log(
      created
        ? `Published ${app.name} ${release.version} (${release.files} files, ${kilobytes(release.size)}, commit ${release.commit ?? 'unknown'}) in ${store.where}`
        : `${app.name} ${release.version} is already released (${release.time}): nothing written`,
    );
    if (pruned.length) console.log(`Removed old releases: ${pruned.join(', ')}`);
    console.log(`Promote it with: npm run promote -- ${app.name} ${release.version}`);
    console.log(release.version);
  },
  async promote(store, [key, version]) {
    await store.promote(key, version);
    console.log(`${releases.remoteOf(key).name}: stable is now ${version}`);
  },
  async rollback(store, [key]) {
    const channels = await store.rollback(key);
    console.log(`${releases.remoteOf(key).name}: stable is back on ${channels.stable}`);
  },
  async canary(store, [key, version, percent]) {
    if (version === 'off') {
      await store.setCanary(key, null);
      console.log(`${releases.remoteOf(key).name}: canary off`);
      return;
    }
    await store.setCanary(key, version, percent);
    console.log(`${releases.remoteOf(key).name}: canary ${version} for ${percent}% of visitors`);
  },
  async releases(store, [key]) {
    const app = releases.remoteOf(key);
    const channels = await store.readChannels(app.name);
    const list = await store.listReleases(app.name);
    if (!list.length) console.log(`${app.name} has no releases in ${store.where}.`);
    for (const release of list) {
      const marks = [
        release.version === channels.stable ? 'stable' : '',
        release.version === channels.canary?.version ? `canary ${channels.canary.percent}%` : '',
      ].filter(Boolean);
      console.log(
        [
          release.version,
          release.time,
          `commit ${release.commit ?? 'unknown'}`,
          kilobytes(release.size),
          marks.length ? `<- ${marks.join(', ')}` : '',
        ]
          .join('  ')
          .trimEnd(),
      );
    }
    console.log(await describe(store, app.name));
  },
};

async function main(argv) {
  const [command, ...args] = argv;
  const run = commands[command];
  if (!run) {
    console.error(`Usage: node scripts/releases/cli.js ${Object.keys(commands).join('|')} ...`);
    return 2;
  }
  const store = releases.openStore();
  try {
    await run(store, args);
    return 0;
  } catch (error) {
    if (!(error instanceof releases.ReleaseError)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await store.close();
  }
}

main(process.argv.slice(2)).then((code) => (process.exitCode = code));
