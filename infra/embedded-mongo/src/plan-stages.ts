/**
 * Reads an `explain` answer the same way for MongoDB's classic plans (`queryPlanner.winningPlan`), its
 * slot-based ones (`winningPlan.queryPlan`) and aggregations (`stages[0].$cursor`), so a test can assert
 * which access path a query took on either server.
 */
export interface PlanStage {
  stage: string;
  indexName?: string;
  keyPattern?: Record<string, unknown>;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Every stage of the winning plan, outermost first. */
export function planStages(explain: unknown): PlanStage[] {
  const out: PlanStage[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (!isObject(node)) return;
    if (typeof node.stage === 'string') {
      out.push({
        stage: node.stage,
        ...(typeof node.indexName === 'string' ? { indexName: node.indexName } : {}),
        ...(isObject(node.keyPattern) ? { keyPattern: node.keyPattern } : {}),
      });
    }
    for (const key of [
      'queryPlanner',
      'winningPlan',
      'queryPlan',
      'inputStage',
      'inputStages',
      'stages',
      '$cursor',
      'shards',
    ]) {
      if (key in node) visit(node[key]);
    }
  };
  visit(explain);
  return out;
}

/** The names of the indexes the winning plan scans (empty for a collection scan). */
export function indexesUsed(explain: unknown): string[] {
  return planStages(explain)
    .filter((s) => s.indexName !== undefined && /SCAN$/.test(s.stage) && s.stage !== 'COLLSCAN')
    .map((s) => s.indexName as string);
}
