import pino, { type Logger } from 'pino';
import { traceLogFields } from '../tracing';

/**
 * The service logger. Secrets never reach a log line: auth headers, cookies and anything that looks like a
 * password or token are censored wherever they appear in a logged object, and request bodies are never
 * logged at all.
 */
/** `destination`: where lines go (standard output by default). */
export function createLogger(
  name: string,
  level = process.env.LOG_LEVEL ?? 'info',
  destination?: pino.DestinationStream,
): Logger {
  const options: pino.LoggerOptions = {
    name,
    level,
    base: { service: name },
    redact: {
      paths: [
        'req.headers.authorization',
        'err.body',
        'req.headers.cookie',
        'headers.authorization',
        '*.password',
        '*.old_password',
        '*.new_password',
        '*.password_hash',
        '*.access_token',
        '*.token',
        'password',
        'password_hash',
        'access_token',
        'token',
      ],
      censor: '[redacted]',
    },
    serializers: { err: pino.stdSerializers.err },
    // trace_id and span_id of the active span (tracing on), so a log line leads to its trace.
    mixin: traceLogFields,
  };
  return destination ? pino(options, destination) : pino(options);
}

export type { Logger };
