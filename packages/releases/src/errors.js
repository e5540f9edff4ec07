/** A refusal a person can act on: the CLI prints its message and exits 1. */
class ReleaseError extends Error {
  constructor(message, code) {
    super(message);
    this.name = 'ReleaseError';
    this.code = code;
  }
}

module.exports = { ReleaseError };
