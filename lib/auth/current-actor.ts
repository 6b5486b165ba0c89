import { randomUUID } from 'node:crypto';
import { cache } from 'react';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { db } from '@/db/client';
import type { Ctx } from '@/lib/core/context';
import { loadStaffActor, type StaffActor, type StaffProfile } from '@/lib/core/users/load-staff-actor';
import { auth } from './auth';
import { loginUrl } from './callback-url';
import { clientIp } from '@/lib/http/client-ip';

export type { StaffActor, StaffProfile };

export const TWO_FACTOR_ENROL_PATH = '/account/two-factor';

/** A core context whose actor is a signed-in staff user. */
export type StaffCtx = Ctx & { actor: StaffActor };

const getSessionUserId = cache(async (): Promise<number | null> => {
  const session = await auth();
  const userId = Number(session?.user?.id);
  return Number.isSafeInteger(userId) && userId > 0 ? userId : null;
});

/**
 * The signed-in staff user for this request, or null. The session only names the user; role, stores
 * and the disabled flag are read from the database on every request, so a disabled user's session
 * ends on their next request. Cached per request: a page, its layout and its actions share one lookup.
 */
export const getStaffActor = cache(async (): Promise<StaffProfile | null> => {
  const userId = await getSessionUserId();
  if (userId === null) return null;
  return loadStaffActor(await db(), userId);
});

/**
 * The signed-in staff user, or a redirect to /login. Every page calls it (or `requireStaffCtx`) itself:
 * the proxy is only a convenience for anonymous visitors, never the security boundary.
 */
export async function requireStaffActor(returnTo?: string): Promise<StaffProfile> {
  const actor = await getStaffActor();
  // Two-factor required of them and not on yet (SPEC §12): nothing else until they enrol.
  if (actor?.mustEnrolTwoFactor) redirect(TWO_FACTOR_ENROL_PATH);
  if (actor) return actor;
  // A session that names a user who can no longer sign in (disabled, deleted) says so on the login page.
  redirect(loginUrl(returnTo, (await getSessionUserId()) === null ? undefined : 'ended'));
}

function toActor(profile: StaffProfile): StaffActor {
  return { kind: 'staff', userId: profile.userId, role: profile.role, retailerId: profile.retailerId, storeIds: profile.storeIds };
}

/** The core context for this request's staff user (request id, IP and user agent for the audit log). */
export const getStaffCtx = cache(async (): Promise<StaffCtx | null> => {
  const profile = await getStaffActor();
  if (!profile) return null;
  const h = await headers();
  return {
    actor: toActor(profile),
    db: await db(),
    requestId: randomUUID(),
    ip: clientIp(h),
    userAgent: h.get('user-agent') ?? undefined,
  };
});

export async function requireStaffCtx(returnTo?: string): Promise<StaffCtx> {
  await requireStaffActor(returnTo);
  return (await getStaffCtx())!;
}
