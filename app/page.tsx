import { redirect } from 'next/navigation';
import { getStaffActor } from '@/lib/auth/current-actor';
import { DEFAULT_AFTER_LOGIN } from '@/lib/auth/callback-url';

/** The portal's front door: the pipeline for signed-in staff, the login page for everyone else. */
export default async function Home() {
  redirect((await getStaffActor()) ? DEFAULT_AFTER_LOGIN : '/login');
}
