export * from './routes/route-table';
export * from './routes/public-pages';
export * from './endpoints';
export * from './http/envelope';
export * from './http/content-security-policy';
export * from './events';
export * from './schemas';
