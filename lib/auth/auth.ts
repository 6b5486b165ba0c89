import NextAuth, { type NextAuthConfig } from 'next-auth';
import Credentials from 'next-auth/providers/credentials';
import { db } from '@/db/client';
import { verifyCredentials } from '@/lib/core/users/verify-credentials';
import { loginSchema } from './schemas';
import { authSecret } from './secret';

/** Staff sessions last 8 hours from sign-in, however active the user is (SPEC §12): not sliding. */
export const SESSION_LIFETIME_SECONDS = 8 * 60 * 60;

declare module 'next-auth' {
  interface Session {
    /** Seconds since the epoch at which the user signed in. */
    loginAt: number;
  }
}

declare module '@auth/core/jwt' {
  interface JWT {
    loginAt?: number;
  }
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

export function sessionExpired(loginAt: number | undefined, now = nowSeconds()): boolean {
  return typeof loginAt !== 'number' || !Number.isFinite(loginAt) || now - loginAt >= SESSION_LIFETIME_SECONDS || loginAt > now + 60;
}

// Lazy, so the secret file is only read (or written) when a request needs it, not at build time.
function config(): NextAuthConfig {
  return {
    secret: authSecret(),
    trustHost: true,
    session: { strategy: 'jwt', maxAge: SESSION_LIFETIME_SECONDS },
    pages: { signIn: '/login', error: '/login' },
    providers: [
      Credentials({
        credentials: { email: { type: 'email' }, password: { type: 'password' } },
        // Lockout, timing and "same answer for every failure" live in the core; this only adapts it.
        async authorize(credentials) {
          const parsed = loginSchema.safeParse(credentials);
          if (!parsed.success) return null;
          const login = await verifyCredentials(await db(), { email: parsed.data.email, password: parsed.data.password });
          return login ? { id: String(login.userId) } : null;
        },
      }),
    ],
    callbacks: {
      // The token carries only the user id and the sign-in time; role and stores are read fresh per
      // request (lib/auth/current-actor), so changes and disabling take effect at once.
      jwt({ token, user }) {
        if (user?.id) return { sub: user.id, loginAt: nowSeconds() };
        if (!token.sub || sessionExpired(token.loginAt)) return null;
        return token;
      },
      session({ session, token }) {
        return { expires: session.expires, user: { id: token.sub }, loginAt: token.loginAt ?? 0 };
      },
    },
  };
}

export const { handlers, auth, signIn, signOut } = NextAuth(config);
