import { redirect } from 'next/navigation';
import { getStaffActor } from '@/lib/auth/current-actor';
import { DEFAULT_AFTER_LOGIN } from '@/lib/auth/callback-url';
import { roleHasPermission } from '@/lib/auth/permissions';

/** The portal's front door: the dashboard for managers and admins, the pipeline for other staff, else the login page. */
export default async function Home() {
  const actor = await getStaffActor();
  if (!actor) redirect('/login');
  redirect(roleHasPermission(actor.role, 'dashboard.read') ? '/dashboard' : DEFAULT_AFTER_LOGIN);
}
