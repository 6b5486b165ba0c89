// The slice of autocannon 8's programmatic API the bench uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  type Options = {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** setupRequest runs before every request sent, so a body can change per request. */
    requests?: { setupRequest?: (request: { method?: string; path?: string; headers?: Record<string, string>; body?: string }) => { method?: string; path?: string; headers?: Record<string, string>; body?: string } }[];
    connections?: number;
    duration?: number;
    timeout?: number;
    amount?: number;
  };
  type Result = {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
  };
  type Instance = EventEmitter & PromiseLike<Result> & { stop: () => void };

  function autocannon(options: Options): Instance;
  export default autocannon;
}
