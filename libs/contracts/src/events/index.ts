export * from './catalogue.generated';
export * from './envelope';
