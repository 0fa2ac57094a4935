/**
 * Options for every mingo Query/Aggregator. Server-side JavaScript (`$where`, `$function`,
 * `$accumulator`) stays off: the server would otherwise run code sent over the network.
 */
export const MINGO_OPTIONS = { scriptEnabled: false } as const;
