export * from './endpoint';
export * from './auth';
export * from './notify';
