export * from './endpoint';
export * from './auth';
export * from './content';
export * from './notify';
export * from './pos';
