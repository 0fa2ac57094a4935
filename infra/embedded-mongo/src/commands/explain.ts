import { ErrorCodes, MongoCommandError } from '../errors';
import { countDocs, findDocs, newTrace, type FindOptions, type PlanTrace } from '../query/find-executor';
import { parseSort, type SortSpec } from '../query/sort';
import { isPlainObject, type Doc } from '../values/normalize';
import { collectionArg, docArg, num } from './args';
import type { CommandHandler } from './context';
import { SERVER_VERSION } from './handshake';
import { splitPipeline } from './aggregate';

/**
 * `explain` in MongoDB's classic-engine shape (https://www.mongodb.com/docs/manual/reference/explain-results/):
 * `queryPlanner.winningPlan` is a tree of stages (COLLSCAN, or IXSCAN under FETCH, with SORT/SKIP/LIMIT
 * above when they apply), and `executionStats` counts the keys and documents the query examined. There is
 * one plan per query, so `rejectedPlans` is always empty. The query runs (reads only, never writes) to
 * fill in the counts.
 */

interface Explained {
  find: FindOptions;
  /** Stage that wraps the access path for this command (COUNT, UPDATE, DELETE, ...), if any. */
  wrapper?: string;
  count?: boolean;
  /** Aggregation stages run after the part pushed down to the query. */
  rest?: Doc[];
}

function describe(cmd: Doc): { coll: string; e: Explained } {
  const name = Object.keys(cmd)[0] ?? '';
  switch (name) {
    case 'find':
      return {
        coll: collectionArg(cmd, 'find'),
        e: {
          find: {
            filter: docArg(cmd, 'filter'),
            sort: parseSort(cmd.sort),
            skip: num(cmd.skip),
            limit: Math.abs(num(cmd.limit)),
            collation: cmd.collation,
          },
        },
      };
    case 'count':
      return {
        coll: collectionArg(cmd, 'count'),
        e: {
          find: {
            filter: docArg(cmd, 'query'),
            skip: num(cmd.skip),
            limit: Math.abs(num(cmd.limit)),
            collation: cmd.collation,
          },
          wrapper: 'COUNT',
          count: true,
        },
      };
    case 'distinct':
      return {
        coll: collectionArg(cmd, 'distinct'),
        e: { find: { filter: docArg(cmd, 'query') }, wrapper: 'PROJECTION_DEFAULT' },
      };
    case 'aggregate': {
      if (!Array.isArray(cmd.pipeline))
        throw new MongoCommandError(ErrorCodes.FailedToParse, "'pipeline' must be an array");
      const { find, rest } = splitPipeline(cmd.pipeline as Doc[]);
      const counting = rest.length === 1 && isPlainObject(rest[0]) && '$group' in (rest[0] as Doc);
      return {
        coll: collectionArg(cmd, 'aggregate'),
        e: { find: { ...find, collation: cmd.collation }, rest, count: counting },
      };
    }
    case 'update':
    case 'delete': {
      const list = cmd[name === 'update' ? 'updates' : 'deletes'];
      const first = Array.isArray(list) && isPlainObject(list[0]) ? (list[0] as Doc) : {};
      return {
        coll: collectionArg(cmd, name),
        e: {
          find: { filter: docArg(first, 'q'), sort: parseSort(first.sort), collation: first.collation },
          wrapper: name.toUpperCase(),
        },
      };
    }
    case 'findAndModify':
    case 'findandmodify':
      return {
        coll: collectionArg(cmd, name),
        e: {
          find: { filter: docArg(cmd, 'query'), sort: parseSort(cmd.sort), limit: 1 },
          wrapper: cmd.remove === true ? 'DELETE' : 'UPDATE',
        },
      };
    default:
      throw new MongoCommandError(
        ErrorCodes.CommandNotSupported,
        `explain of ${name} is not supported by embedded-mongo`,
      );
  }
}

function sortPattern(sort: SortSpec): Doc {
  return Object.fromEntries(sort);
}

function planTree(trace: PlanTrace, find: FindOptions): Doc {
  const filter = find.filter ?? {};
  const hasFilter = Object.keys(filter).length > 0;
  let stage: Doc;
  if (trace.stage === 'IXSCAN' && trace.index) {
    const index = trace.index;
    const scan: Doc = {
      stage: trace.countScan ? 'COUNT_SCAN' : 'IXSCAN',
      keyPattern: index.spec.key,
      indexName: index.spec.name,
      isMultiKey: index.multikey,
      isUnique: index.spec.unique === true,
      isSparse: index.spec.sparse === true,
      isPartial: index.spec.partialFilterExpression !== undefined,
      indexVersion: 2,
      direction: trace.direction,
    };
    stage = trace.countScan ? scan : { stage: 'FETCH', ...(hasFilter ? { filter } : {}), inputStage: scan };
  } else {
    stage = { stage: 'COLLSCAN', ...(hasFilter ? { filter } : {}), direction: trace.direction };
  }
  const sort = find.sort ?? [];
  const limit = find.limit ?? 0;
  if (trace.sortInMemory && sort.length) {
    stage = {
      stage: 'SORT',
      sortPattern: sortPattern(sort),
      type: 'simple',
      ...(limit ? { limitAmount: limit + (find.skip ?? 0) } : {}),
      inputStage: stage,
    };
  }
  if (find.skip) stage = { stage: 'SKIP', skipAmount: find.skip, inputStage: stage };
  if (limit && !(trace.sortInMemory && sort.length))
    stage = { stage: 'LIMIT', limitAmount: limit, inputStage: stage };
  return stage;
}

export const explain: CommandHandler = (cmd, db, ctx) => {
  const inner = cmd.explain;
  if (!isPlainObject(inner))
    throw new MongoCommandError(ErrorCodes.BadValue, 'explain command requires a nested object');
  const verbosity = typeof cmd.verbosity === 'string' ? cmd.verbosity : 'allPlansExecution';
  const { coll: name, e } = describe(inner);
  const coll = ctx.engine.getCollection(db, name);
  const trace = newTrace();
  const started = process.hrtime.bigint();
  const find: FindOptions = { ...e.find, trace };
  const nReturned = e.count ? countDocs(coll, find) : findDocs(coll, find).length;
  const millis = Number(process.hrtime.bigint() - started) / 1e6;
  let winningPlan = planTree(trace, e.find);
  if (e.wrapper) winningPlan = { stage: e.wrapper, inputStage: winningPlan };
  const queryPlanner: Doc = {
    namespace: `${db}.${name}`,
    parsedQuery: e.find.filter ?? {},
    indexFilterSet: false,
    planCacheShapeHash: '',
    maxIndexedOrSolutionsReached: false,
    maxIndexedAndSolutionsReached: false,
    maxScansToExplodeReached: false,
    winningPlan,
    rejectedPlans: [],
  };
  const executionStats: Doc = {
    executionSuccess: true,
    nReturned,
    executionTimeMillis: Math.round(millis),
    totalKeysExamined: trace.keysExamined,
    totalDocsExamined: trace.docsExamined,
    executionStages: winningPlan,
  };
  const withStats = verbosity !== 'queryPlanner';
  const serverInfo = {
    host: ctx.server.host,
    port: ctx.server.port,
    version: SERVER_VERSION,
    gitVersion: 'embedded-mongo',
  };
  if (e.rest && e.rest.length) {
    return {
      explainVersion: '1',
      stages: [{ $cursor: { queryPlanner, ...(withStats ? { executionStats } : {}) } }, ...e.rest],
      command: inner,
      serverInfo,
      ok: 1,
    };
  }
  return {
    explainVersion: '1',
    queryPlanner,
    ...(withStats ? { executionStats } : {}),
    command: inner,
    serverInfo,
    ok: 1,
  };
};
