export * from './crud-handlers';
export * from './crud-store';
export * from './page';
export * from './slug';
export * from './uploads';
