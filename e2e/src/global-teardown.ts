import { stopBrowserServer } from './browser';
import { stopStack } from './stack';

export default async function globalTeardown(): Promise<void> {
  await stopBrowserServer();
  await stopStack();
}
