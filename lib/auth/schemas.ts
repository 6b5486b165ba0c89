import { z } from 'zod';

export const LOGIN_FAILED_MESSAGE = 'E-mail or password is incorrect, or the account is locked.';
export const LOGIN_RATE_LIMITED_MESSAGE = 'Too many sign-in attempts. Wait a minute and try again.';

/** The login form: one schema for the react-hook-form resolver and the server action. */
export const loginSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, 'Enter your e-mail address.').max(320, 'Enter a valid e-mail address.').pipe(z.email({ message: 'Enter a valid e-mail address.' })),
  password: z.string().min(1, 'Enter your password.').max(1024, 'Use at most 1024 characters.'),
  /** The authenticator or recovery code, asked for after the password when two-factor sign-in is on. */
  code: z.string().trim().max(32).optional(),
  callbackUrl: z.string().max(2048).optional(),
});

export const CODE_REQUIRED_MESSAGE = 'Enter the six-digit code from your authenticator app, or a recovery code.';

export type LoginInput = z.input<typeof loginSchema>;
