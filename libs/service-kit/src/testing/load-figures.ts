/** The parts of an autocannon result that the benchmarks record (structural, so no dependency here). */
export interface LoadResult {
  requests: { average: number; total: number };
  latency: { p50: number; p90: number; p99: number; max: number };
}

/** Throughput and latency of one load run, in the shape every `bench/results/*.json` file uses. */
export interface LoadFigures {
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  requests: number;
}

export function loadFigures(result: LoadResult): LoadFigures {
  const { p50, p90, p99, max } = result.latency;
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50, p90, p99, max },
    requests: result.requests.total,
  };
}
