import NextAuth, { type NextAuthConfig } from 'next-auth';
import Credentials from 'next-auth/providers/credentials';
import { db } from '@/db/client';
import { checkSignIn } from '@/lib/core/users/verify-credentials';
import { loginSchema } from './schemas';
import { authSecret } from './secret';
import { readSignInGrant } from './sign-in-grant';
import { nowSeconds, sessionExpired, SESSION_LIFETIME_SECONDS } from './session-policy';

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

// Lazy, so the secret file is only read (or written) when a request needs it, not at build time.
function config(): NextAuthConfig {
  return {
    secret: authSecret(),
    trustHost: true,
    session: { strategy: 'jwt', maxAge: SESSION_LIFETIME_SECONDS },
    pages: { signIn: '/login', error: '/login' },
    providers: [
      Credentials({
        credentials: { email: { type: 'email' }, password: { type: 'password' }, code: { type: 'text' }, grant: { type: 'text' } },
        // Lockout, timing, the second factor and "same answer for every failure" live in the core; this
        // only adapts it. The login action checks first and passes a grant (lib/auth/sign-in-grant); a
        // direct POST with e-mail and password gets the same full check, code included.
        async authorize(credentials) {
          const granted = readSignInGrant(credentials?.grant);
          if (granted !== null) return { id: String(granted) };
          const parsed = loginSchema.safeParse(credentials);
          if (!parsed.success) return null;
          const login = await checkSignIn(await db(), { email: parsed.data.email, password: parsed.data.password, code: parsed.data.code });
          return login.ok ? { id: String(login.userId) } : null;
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
      session({ token }) {
        const loginAt = token.loginAt ?? 0;
        return { expires: new Date((loginAt + SESSION_LIFETIME_SECONDS) * 1000).toISOString(), user: { id: token.sub }, loginAt };
      },
    },
  };
}

export const { handlers, auth, signIn, signOut } = NextAuth(config);
