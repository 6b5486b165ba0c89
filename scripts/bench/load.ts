import autocannon from 'autocannon';

export type LoadOptions = { connections: number; seconds: number; warmupSeconds: number };
/** Requests per second offered across all connections; undefined: closed loop (as fast as answered). */
export type Pace = { rate?: number };

export type Measurement = {
  /** Latency percentiles of the 2xx responses, in milliseconds (sub-millisecond resolution). */
  p50: number;
  p99: number;
  requestsPerSecond: number;
  /** CPU milliseconds per request of the server process and the database (NaN where it cannot be read). */
  cpuPerRequest: number;
  requests: number;
  non2xx: number;
  errors: number;
};

/** `body`, when given, is called for every request sent (warm-up included), so each can differ. */
export type Request = { url: string; method: 'GET' | 'POST'; token: string; body?: () => unknown };

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function fire(request: Request, connections: number, seconds: number, pace: Pace, onResponse?: (status: number, ms: number) => void) {
  const makeBody = request.body;
  const instance = autocannon({
    url: request.url,
    method: request.method,
    headers: { authorization: `Bearer ${request.token}`, ...(makeBody ? { 'content-type': 'application/json' } : {}) },
    requests: makeBody ? [{ setupRequest: (req) => ({ ...req, body: JSON.stringify(makeBody()) }) }] : undefined,
    connections,
    overallRate: pace.rate,
    duration: seconds,
    timeout: 30,
  });
  if (onResponse) instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => onResponse(status, ms));
  return await instance;
}

/**
 * Warms the endpoint up, then loads it with `connections` concurrent keep-alive connections for
 * `seconds`. Percentiles come from every response's own timing (autocannon's histogram rounds to
 * whole milliseconds, too coarse for a floor that answers in 1 ms).
 */
export async function measure(request: Request, options: LoadOptions & Pace, cpuMs: () => Promise<number>): Promise<Measurement> {
  if (options.warmupSeconds > 0) await fire(request, options.connections, options.warmupSeconds, options);
  const cpuBefore = await cpuMs();
  const latencies: number[] = [];
  let non2xx = 0;
  const result = await fire(request, options.connections, options.seconds, options, (status, ms) => {
    if (status >= 200 && status < 300) latencies.push(ms);
    else non2xx++;
  });
  const cpuUsed = (await cpuMs()) - cpuBefore;
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    requestsPerSecond: latencies.length / result.duration,
    cpuPerRequest: cpuUsed / (latencies.length + non2xx),
    requests: latencies.length + non2xx,
    non2xx,
    errors: result.errors + result.timeouts,
  };
}
