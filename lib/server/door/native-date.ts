/**
 * The platform's own `Date`, taken when this module loads, before Next.js prepares. Next.js then replaces
 * the global `Date` with a wrapper that reports reads of the clock to its prerender tracking
 * (next/dist/server/node-environment-extensions/date.js). That tracking acts only under `cacheComponents`;
 * without it the wrapper is pure cost: every `new Date(x)` goes through `Reflect.construct`, about
 * 0.4 µs each, and an API answer decodes dozens of timestamps (a lease view about 55).
 */
const NativeDate = globalThis.Date;

/**
 * Puts the platform's `Date` back once Next.js has installed its wrapper, unless `cacheComponents` is on
 * (then the wrapper is what makes reading the clock mark a prerender dynamic). The wrapper shares the
 * platform's prototype, so dates made before and `instanceof Date` checks are unaffected.
 */
export function restoreNativeDate(options: { cacheComponents: boolean }): boolean {
  if (options.cacheComponents || globalThis.Date === NativeDate) return false;
  globalThis.Date = NativeDate;
  Object.defineProperty(NativeDate.prototype, 'constructor', { value: NativeDate, writable: true, enumerable: false, configurable: true });
  return true;
}
