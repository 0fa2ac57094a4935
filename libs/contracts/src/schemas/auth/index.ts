export * from './login';
export * from './users';
