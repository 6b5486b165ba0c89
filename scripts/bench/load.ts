import http from 'node:http';
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

/**
 * `body`, when given, is called for every request sent (warm-up included), so each can differ.
 * `headers`: sent with every request besides the token and content type (e.g. an `Idempotency-Key`).
 */
export type Request = { url: string; method: 'GET' | 'POST'; token: string; body?: () => unknown; headers?: Record<string, string> };

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

type Fired = { duration: number; errors: number; timeouts: number };
type OnResponse = (status: number, ms: number) => void;

async function fire(request: Request, connections: number, seconds: number, pace: Pace, onResponse?: OnResponse): Promise<Fired> {
  if (pace.rate) return firePaced(request, connections, seconds, pace.rate, onResponse);
  const makeBody = request.body;
  const instance = autocannon({
    url: request.url,
    method: request.method,
    headers: headersOf(request),
    requests: makeBody ? [{ setupRequest: (req) => ({ ...req, body: JSON.stringify(makeBody()) }) }] : undefined,
    connections,
    duration: seconds,
    timeout: 30,
  });
  if (onResponse) instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => onResponse(status, ms));
  return await instance;
}

export const headersOf = (request: Pick<Request, 'token' | 'body' | 'headers'>): Record<string, string> => ({
  ...request.headers,
  authorization: `Bearer ${request.token}`,
  ...(request.body ? { 'content-type': 'application/json' } : {}),
});

/**
 * Open loop at a steady rate: request i leaves at start + i ÷ rate seconds, over at most `connections`
 * keep-alive sockets, whether or not earlier ones were answered. (autocannon's own rate limit releases
 * each second's requests together, a burst that measures queueing, not a steady load.) Latency runs from
 * when a request was due, so time spent waiting for a free socket counts too.
 */
async function firePaced(request: Request, connections: number, seconds: number, rate: number, onResponse?: OnResponse): Promise<Fired> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const start = performance.now();
  const inFlight: Promise<void>[] = [];
  let errors = 0;
  for (let i = 0; i < Math.round(seconds * rate); i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(
      send(request, agent).then(
        (status) => onResponse?.(status, performance.now() - due),
        () => void errors++,
      ),
    );
  }
  await Promise.all(inFlight);
  agent.destroy();
  return { duration: (performance.now() - start) / 1000, errors, timeouts: 0 };
}

function send(request: Request, agent: http.Agent): Promise<number> {
  const body = request.body ? JSON.stringify(request.body()) : undefined;
  return new Promise((resolve, reject) => {
    const req = http.request(request.url, { method: request.method, agent, headers: headersOf(request), timeout: 30_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
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
