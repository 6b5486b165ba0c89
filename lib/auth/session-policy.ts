/** Staff sessions last 8 hours from sign-in, however active the user is (SPEC §12): not sliding. */
export const SESSION_LIFETIME_SECONDS = 8 * 60 * 60;

// A little slack for clocks of several instances that disagree by a few seconds.
const CLOCK_SKEW_SECONDS = 60;

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** True once a session signed in at `loginAt` (seconds since the epoch) must end; also for nonsense. */
export function sessionExpired(loginAt: unknown, now = nowSeconds()): boolean {
  if (typeof loginAt !== 'number' || !Number.isFinite(loginAt)) return true;
  return now - loginAt >= SESSION_LIFETIME_SECONDS || loginAt > now + CLOCK_SKEW_SECONDS;
}
