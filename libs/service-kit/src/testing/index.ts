export * from './mokapi';
export * from './test-infra';
export * from './test-keys';
export * from './read-topic';
export * from './fuzz';
export * from './load-figures';
export * from './role-walk';
export * from './use-started';
