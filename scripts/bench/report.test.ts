import { describe, expect, it } from 'vitest';
import type { Measurement } from './load';
import { verdicts, type Report, type Row } from './report';
import { hasPairedFloorTargets, scenarios } from './scenarios';

const run = (p50: number, requestsPerSecond = 1000, failed = 0): Measurement => ({ p50, p99: p50 * 3, requestsPerSecond, cpuPerRequest: 1, requests: 1000, non2xx: failed, errors: 0 });
const leaseView = scenarios.find((s) => s.id === 'lease-show')!;

function reportOf(row: Row): Report {
  return {
    date: new Date(),
    machine: { cpus: 2, cpuModel: 'test', memoryGb: 24, node: process.version, platform: 'linux' },
    loadAverage: { start: 0, end: 0 },
    load: { seconds: 1, warmupSeconds: 0, connections: 10 },
    build: 'test',
    source: null,
    databases: [{ kind: 'postgres', version: '15', applications: 1000, seedSeconds: 1, seedCached: false, rows: [row] }],
    quotesPerSecond: null,
    contractRender: null,
    skipped: [],
    totalSeconds: 1,
  };
}

const p50Verdict = (row: Row) => verdicts(reportOf(row)).find((v) => v.target.metric === 'p50' && v.target.unit === 'x-floor')!;

describe('API-door floor targets', () => {
  it('are held to the median of the alternating rounds, not to the single main-pass round', () => {
    // The main pass alone reads 1.50×; three of five interleaved rounds are within 1.15×.
    const rounds = [1.1, 1.4, 1.12, 1.3, 1.14].map((ratio) => ({ floor: run(10), app: run(10 * ratio) }));
    const verdict = p50Verdict({ scenario: leaseView, app: run(15), floor: run(10), floorPaired: rounds });
    expect(verdict.met).toBe(true);
    expect(verdict.value).toMatch(/^1\.14× \(median of 5 alternating rounds/);
  });

  it('fail when the median is over the target or a round had failed requests', () => {
    const over = [1.2, 1.3, 1.1].map((ratio) => ({ floor: run(10), app: run(10 * ratio) }));
    expect(p50Verdict({ scenario: leaseView, app: run(10), floor: run(10), floorPaired: over }).met).toBe(false);
    const failed = [1, 1, 1].map((ratio, i) => ({ floor: run(10), app: run(10 * ratio, 1000, i === 1 ? 3 : 0) }));
    expect(p50Verdict({ scenario: leaseView, app: run(10), floor: run(10), floorPaired: failed }).met).toBe(false);
  });

  it('fall back to the main pass when no rounds were measured', () => {
    expect(p50Verdict({ scenario: leaseView, app: run(11), floor: run(10) }).met).toBe(true);
    expect(p50Verdict({ scenario: leaseView, app: run(12), floor: run(10) }).met).toBe(false);
  });
});

describe('rows judged on alternating floor rounds', () => {
  const byId = (id: string) => scenarios.find((s) => s.id === id)!;

  it('are the API-door rows and the pipeline views held to a CPU target, on PostgreSQL only', () => {
    for (const id of ['test', 'lease-show', 'groups-default-p1', 'groups-filtered-p1']) expect(hasPairedFloorTargets(byId(id), 'postgres')).toBe(true);
    expect(hasPairedFloorTargets(byId('groups-filtered-p1'), 'pglite')).toBe(false);
    expect(hasPairedFloorTargets(byId('groups-default-p200'), 'postgres')).toBe(false);
  });

  it('include the pipeline CPU target of issue 16 on the default and a filtered view', () => {
    for (const id of ['groups-default-p1', 'groups-filtered-p1']) {
      expect(byId(id).targets).toContainEqual({ database: 'postgres', metric: 'cpuPerRequest', max: 1.2, unit: 'x-floor' });
    }
  });
});
