const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * Waits after each failed attempt: about 2½ days in all (SPEC §11: first retry ~5 s, then longer steps),
 * ten attempts. After the last one fails, the delivery is marked failed.
 */
export const RETRY_SCHEDULE_MS = [5 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 10 * HOUR, 10 * HOUR, 14 * HOUR] as const;

/** An endpoint that has failed every delivery for this long is disabled and its managers told. */
export const FAILING_ENDPOINT_DISABLE_MS = 5 * 24 * HOUR;

/** The wait before retry `step` (0-based), ±20 % so a receiver's outage does not meet a synchronised wave; null when none is left. */
export function retryDelayMs(step: number, random: () => number = Math.random): number | null {
  const base = RETRY_SCHEDULE_MS[step];
  if (base === undefined) return null;
  return Math.round(base * (0.8 + 0.4 * random()));
}
