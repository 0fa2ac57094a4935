// Error codes and names as real MongoDB reports them, so drivers and mongoose classify errors correctly.
export const ErrorCodes = {
  InternalError: 1,
  BadValue: 2,
  FailedToParse: 9,
  IllegalOperation: 20,
  Unauthorized: 13,
  NamespaceNotFound: 26,
  IndexNotFound: 27,
  CannotCreateIndex: 67,
  CursorNotFound: 43,
  NamespaceExists: 48,
  CommandNotFound: 59,
  ConflictingUpdateOperators: 40,
  ImmutableField: 66,
  InvalidOptions: 72,
  InvalidNamespace: 73,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  CommandNotSupported: 115,
  BSONObjectTooLarge: 17419,
  DuplicateKey: 11000,
} as const;

const codeNames = new Map<number, string>(Object.entries(ErrorCodes).map(([name, code]) => [code, name]));

export function codeName(code: number): string {
  return codeNames.get(code) ?? 'UnknownError';
}

export class MongoCommandError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'MongoCommandError';
  }

  toReply(): Record<string, unknown> {
    return { ok: 0, errmsg: this.message, code: this.code, codeName: codeName(this.code), ...this.extra };
  }
}

/** Any non-command error (mingo parse errors, bad operators) becomes BadValue rather than a crash. */
export function toCommandError(err: unknown): MongoCommandError {
  if (err instanceof MongoCommandError) return err;
  const message = err instanceof Error ? err.message : String(err);
  // Server-side JavaScript is off, as on a mongod started with `security.javascriptEnabled: false`:
  // answer with that server's words rather than mingo's.
  if (message.includes("'scriptEnabled'")) {
    const op = /(\$where|\$function|\$accumulator)/.exec(message)?.[1] ?? '$where';
    return new MongoCommandError(
      ErrorCodes.BadValue,
      op === '$where'
        ? 'no globalScriptEngine in $where parsing'
        : `${op} not allowed: server-side JavaScript is disabled`,
    );
  }
  // Geospatial queries are not implemented (README "Not supported"): answer as MongoDB does for a
  // feature it lacks (115) and name the operator, rather than mingo's "unknown operator", which reads
  // like a typo in the query.
  const geo = GEO_OPERATOR.exec(message)?.[1];
  if (geo) {
    return new MongoCommandError(
      ErrorCodes.CommandNotSupported,
      `geospatial query operator ${geo} is not supported by embedded-mongo`,
    );
  }
  return new MongoCommandError(ErrorCodes.BadValue, message);
}

/** The query operators of https://www.mongodb.com/docs/manual/reference/operator/query-geospatial/. */
const GEO_OPERATOR = /unknown (?:query )?operator (\$(?:near|nearSphere|geoWithin|geoIntersects|within))\b/;
