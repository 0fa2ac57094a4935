export * from './request-context';
export * from './tracing';
