import type { Actor, Ctx } from '@/lib/core/context';
import { listApplicationGroups } from '@/lib/core/applications/list-application-groups';
import { searchParamsToObject } from '@/lib/core/applications/pipeline-query';
import type { DatabaseKind } from './world';

/**
 * What `npm run bench` measures. Each scenario is one request, made by autocannon against the
 * production server and against its floor: a bare node:http server that runs the same SQL through the
 * same driver (see floor-server.ts). A later issue adds a scenario here with its own floor, e.g.
 * `POST /score/payments` with a floor that runs the recorded statements of the scoring operation.
 */
export type Scenario = {
  id: string;
  title: string;
  method: 'GET' | 'POST';
  /** Path and query string, exactly as requested. */
  path: string;
  /** The seeded token to send, by its seed label. */
  token: string;
  body?: unknown;
  /** Builds the floor's handler once, at floor start-up. */
  floor: (kit: FloorKit) => Promise<FloorHandler>;
  targets?: Target[];
};

/** The actor the floor resolved from the request's token, with the same SQL as `authenticateToken`. */
export type FloorCall = { actor: Actor & { kind: 'token' }; body: unknown };
/** Returns the JSON body of a 200 response. */
export type FloorHandler = (call: FloorCall) => Promise<unknown>;

export type FloorKit = {
  /**
   * Runs `run` once against a drizzle instance that records every statement it sends, then answers
   * each request by sending those statements (text and parameters unchanged) through the raw driver:
   * all at once when the core runs them with Promise.all, else one after the other.
   */
  replay: (run: (ctx: Ctx) => Promise<unknown>, options: { parallel: boolean }) => Promise<FloorHandler>;
};

export type Target = { database: DatabaseKind; metric: 'p50' | 'p99'; max: number; unit: 'x-floor' | 'ms' };

export function describeTarget(target: Target): string {
  const db = target.database === 'pglite' ? 'PGlite' : 'PostgreSQL';
  return target.unit === 'ms' ? `${target.metric} < ${target.max} ms on ${db}` : `${target.metric} ≤ ${target.max}× floor on ${db}`;
}

const GROUPS = '/api/v1/applications/groups';
const TOKEN = 'retailer acme';

/** The filtered list's targets (the benchmark issue): against the floor on PostgreSQL, absolute on PGlite. */
const filteredTargets: Target[] = [
  { database: 'postgres', metric: 'p50', max: 2, unit: 'x-floor' },
  { database: 'postgres', metric: 'p99', max: 3, unit: 'x-floor' },
  { database: 'pglite', metric: 'p50', max: 100, unit: 'ms' },
];

/** A pipeline view: the floor replays what `listApplicationGroups` sends for the same query string. */
function groupsScenario(id: string, title: string, query: string, targets?: Target[]): Scenario {
  const path = query ? `${GROUPS}?${query}` : GROUPS;
  return {
    id,
    title,
    method: 'GET',
    path,
    token: TOKEN,
    targets,
    floor: (kit) => kit.replay((ctx) => listApplicationGroups(ctx, searchParamsToObject(new URLSearchParams(query))), { parallel: true }),
  };
}

const FILTER = 'purchase_group=closed&sort_by=updated_at&sort_order=desc';

export const scenarios: Scenario[] = [
  {
    id: 'test',
    title: 'GET /api/v1/test',
    method: 'GET',
    path: '/api/v1/test',
    token: TOKEN,
    floor: async () => async () => ({ status: true, code: 200, message: 'Connection successful. Your API token is valid.' }),
  },
  groupsScenario('groups-default-p1', 'groups: default view, page 1', ''),
  groupsScenario('groups-default-p200', 'groups: default view, page 200', 'page=200'),
  groupsScenario('groups-filtered-p1', 'groups: closed, by updated_at desc, page 1', FILTER, filteredTargets),
  groupsScenario('groups-filtered-p200', 'groups: closed, by updated_at desc, page 200', `${FILTER}&page=200`, filteredTargets),
];
