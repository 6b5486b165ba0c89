import NextAuth, { CredentialsSignin, type NextAuthConfig } from 'next-auth';
import Credentials from 'next-auth/providers/credentials';
import { db } from '@/db/client';
import { RateLimitedError } from '@/lib/core/errors';
import { limitSignIn } from '@/lib/core/users/limit-sign-in';
import { checkSignIn } from '@/lib/core/users/verify-credentials';
import { loginSchema } from './schemas';
import { authSecret } from './secret';
import { readSignInGrant } from './sign-in-grant';
import { nowSeconds, sessionExpired, SESSION_LIFETIME_SECONDS } from './session-policy';
import { clientIp } from '@/lib/http/client-ip';

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

/** A sign-in refused by the rate limits (lib/core/users/limit-sign-in): `?code=rate_limited` on the way back. */
export class SignInRateLimited extends CredentialsSignin {
  code = 'rate_limited';
}

/** The client's address for the per-IP sign-in limit: the one rule of lib/http/client-ip.ts. */
export function signInIp(headers: Headers): string | undefined {
  return clientIp(headers);
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
        // Limits, lockout, timing, the second factor and "same answer for every failure" live in the core;
        // this only adapts it. The login action checks first and passes a grant (lib/auth/sign-in-grant); a
        // direct POST with e-mail and password gets the same full check, limits and code included.
        async authorize(credentials, request) {
          const granted = readSignInGrant(credentials?.grant);
          if (granted !== null) return { id: String(granted) };
          const parsed = loginSchema.safeParse(credentials);
          if (!parsed.success) return null;
          const database = await db();
          try {
            await limitSignIn(database, { email: parsed.data.email, ip: signInIp(request.headers) });
          } catch (error) {
            if (error instanceof RateLimitedError) throw new SignInRateLimited();
            throw error;
          }
          const login = await checkSignIn(database, { email: parsed.data.email, password: parsed.data.password, code: parsed.data.code });
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
