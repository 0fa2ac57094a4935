import { startBrowserServer, stopBrowserServer } from './browser';
import { startStack } from './stack';

export default async function globalSetup(): Promise<void> {
  await startBrowserServer();
  try {
    await startStack();
  } catch (error) {
    // Jest skips the global teardown when the setup throws.
    await stopBrowserServer();
    throw error;
  }
}
