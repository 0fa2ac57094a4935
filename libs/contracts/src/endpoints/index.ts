export * from './endpoint';
export * from './roles';
export * from './auth';
export * from './content';
export * from './notify';
export * from './pos';
