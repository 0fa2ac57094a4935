/**
 * Typed sample data shared by the tests of the services and the screens (`@voltdesk/contracts/testing`):
 * never imported by production code.
 */
export * from './reports';
export * from './vat';
