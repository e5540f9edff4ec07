// The rules a release's version and its shared singletons follow, in one place: the release store
// writes them, the site's servers check what they read against them.
const semver = require('semver');

/** A release's version: the first 12 hex digits of its build's content hash. */
const VERSION_PATTERN = /^[0-9a-f]{12}$/;

/** Whether `value` is a release's version. */
function isReleaseVersion(value) {
  return typeof value === 'string' && VERSION_PATTERN.test(value);
}

/**
 * Whether a singleton the shell provides at `provided` serves code built against `builtWith`: a
 * caret range, ^builtWith (same major, for 0.x the same minor, and not older). Two values that are
 * not versions must be equal.
 */
function satisfies(provided, builtWith) {
  if (!semver.valid(provided) || !semver.valid(builtWith)) return provided === builtWith;
  return semver.satisfies(provided, `^${builtWith}`, { includePrerelease: true });
}

module.exports = { VERSION_PATTERN, isReleaseVersion, satisfies };
