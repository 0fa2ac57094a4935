export * from './common';
export * from './field-errors';
export * from './registry';
export * from './validator';
export * from './auth';
export * from './content';
export * from './pos';
export * from './notify';
