// One-line, timestamped log records on stderr; stdout stays reserved for the ready line.
export interface Logger {
  info(msg: string): void;
  warn(msg: string): void;
  error(msg: string): void;
}

export const consoleLogger: Logger = {
  info: (msg) => console.error(`${new Date().toISOString()} INFO  ${msg}`),
  warn: (msg) => console.error(`${new Date().toISOString()} WARN  ${msg}`),
  error: (msg) => console.error(`${new Date().toISOString()} ERROR ${msg}`),
};

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };
