'use server';

import { signOut } from './auth';

/** Ends the session (clears the cookie) and goes to the login page. */
export async function signOutAction(): Promise<void> {
  await signOut({ redirectTo: '/login' });
}
