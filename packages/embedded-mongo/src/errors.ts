/**
 * MongoDB server error codes the driver and mongoose branch on. Keeping the real numbers and names
 * lets client code written against mongod behave the same here.
 */
export const ErrorCodes = {
  InternalError: 1,
  BadValue: 2,
  FailedToParse: 9,
  Unauthorized: 13,
  TypeMismatch: 14,
  IllegalOperation: 20,
  NamespaceNotFound: 26,
  PathNotViable: 28,
  IndexNotFound: 27,
  ConflictingUpdateOperators: 40,
  CursorNotFound: 43,
  NamespaceExists: 48,
  CommandNotFound: 59,
  ImmutableField: 66,
  InvalidOptions: 72,
  InvalidNamespace: 73,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  CommandNotSupported: 115,
  DuplicateKey: 11000,
} as const;

export type ErrorCodeName = keyof typeof ErrorCodes;

/** An error answered to the client as `{ ok: 0, code, codeName, errmsg }`. */
export class MongoServerError extends Error {
  readonly code: number;
  readonly codeName: string;
  /** Extra fields copied into the reply, e.g. `keyPattern` and `keyValue` for 11000. */
  readonly extra: Record<string, unknown>;

  constructor(codeName: ErrorCodeName, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.code = ErrorCodes[codeName];
    this.codeName = codeName;
    this.extra = extra;
  }
}

/** Shorthand for the honest "this server does not do that" answer. */
export function notSupported(what: string): MongoServerError {
  return new MongoServerError(
    'CommandNotSupported',
    `${what} is not supported by embedded-mongo (an offline MongoDB-compatible server); use a real MongoDB for it`,
  );
}
