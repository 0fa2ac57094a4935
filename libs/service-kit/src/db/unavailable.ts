/**
 * Errors that say the database cannot be reached or cannot serve right now (server selection timed out,
 * the connection dropped, the pool was cleared, the primary is stepping down or shutting down), as opposed
 * to a defect in the query or the data. Matched by name and code rather than `instanceof`: mongoose bundles
 * its own copy of the driver, and a service may load a second one.
 */
const UNAVAILABLE_NAMES = new Set([
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongoPoolClearedError',
  'MongoServerClosedError',
]);

/** Server error codes of a node that is stepping down, shutting down or not (yet) primary. */
const UNAVAILABLE_CODES = new Set([
  91, // ShutdownInProgress
  189, // PrimarySteppedDown
  10107, // NotWritablePrimary
  11600, // InterruptedAtShutdown
  11602, // InterruptedDueToReplStateChange
  13435, // NotPrimaryNoSecondaryOk
  13436, // NotPrimaryOrSecondary
]);

/** Mongoose's own error when a command waited for a connection that never came (bufferCommands). */
const BUFFERING_TIMED_OUT = /buffering timed out after/;

export function isDatabaseUnavailable(err: unknown): boolean {
  // The driver wraps the network error it met in the error it throws (`cause`); follow a few levels.
  for (let e = err, depth = 0; typeof e === 'object' && e !== null && depth < 5; depth++) {
    const { name, code, message } = e as { name?: unknown; code?: unknown; message?: unknown };
    if (typeof name === 'string' && UNAVAILABLE_NAMES.has(name)) return true;
    if (typeof code === 'number' && name === 'MongoServerError' && UNAVAILABLE_CODES.has(code)) return true;
    if (name === 'MongooseError' && typeof message === 'string' && BUFFERING_TIMED_OUT.test(message))
      return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
