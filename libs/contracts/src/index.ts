export * from './routes/route-table';
export * from './http/envelope';
export * from './events';
export * from './schemas';
