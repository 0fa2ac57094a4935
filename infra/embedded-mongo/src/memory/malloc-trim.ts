import type { Logger } from '../logger';

/**
 * glibc's malloc_trim(0), through koffi (a C FFI with prebuilt binaries), or undefined where there is
 * no such function (another libc, another system) or the library will not load. Freed request, reply
 * and journal buffers leave holes between the live allocations of glibc's main heap, and free()
 * returns only the heap's top to the system: after 100,000 orders the heap held 50 MB free in holes
 * (malloc_stats), still resident. malloc_trim hands every free page back; nothing in Node calls it.
 */
export function mallocTrim(logger: Logger): (() => void) | undefined {
  if (process.platform !== 'linux') return undefined;
  try {
    // Loaded only here: a server embedded in a test or a tool never needs the native library.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const koffi = require('koffi') as typeof import('koffi');
    const trim = koffi.load('libc.so.6').func('int malloc_trim(size_t pad)') as (pad: number) => number;
    return () => {
      trim(0);
    };
  } catch (err) {
    logger.info(
      `malloc_trim unavailable (${err instanceof Error ? err.message : String(err)}): freed C heap stays resident`,
    );
    return undefined;
  }
}
