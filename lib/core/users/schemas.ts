import { z } from 'zod';
import { roles } from '@/db/schema/enums';

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Enter a valid e-mail address.' }));

// 64+ character passphrases must work; argon2 takes any length, the cap only bounds the work per request.
export const passwordSchema = z.string().min(12, 'Use at least 12 characters.').max(1024, 'Use at most 1024 characters.');

export const createUserInput = z
  .object({
    email: emailSchema,
    name: z.string().trim().min(1).max(120).optional(),
    role: z.enum(roles),
    password: passwordSchema,
    /** Retailer slug; required for every role but a provider admin. */
    retailer: z.string().min(1).optional(),
    /** Store slugs (of the retailer) a clerk or sales user works at. */
    stores: z.array(z.string().min(1)).default([]),
  })
  .superRefine((value, issue) => {
    if (value.role !== 'admin' && !value.retailer) issue.addIssue({ code: 'custom', path: ['retailer'], message: 'A retailer is required for this role.' });
    if ((value.role === 'clerk' || value.role === 'sales') && value.stores.length === 0)
      issue.addIssue({ code: 'custom', path: ['stores'], message: 'Assign at least one store to a clerk or sales user.' });
  });
export type CreateUserInput = z.input<typeof createUserInput>;

export const credentialsSchema = z.object({
  email: z.string().trim().toLowerCase().max(320),
  password: z.string().min(1).max(1024),
  /** A six-digit authenticator code or a recovery code, for users with two-factor sign-in on. */
  code: z.string().trim().max(32).optional().transform((v) => (v ? v : undefined)),
});

const storeIdsSchema = z.preprocess(
  (value) => (value === undefined || value === '' ? [] : (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(',')).filter((v) => v.trim() !== '')),
  z.array(z.coerce.number().int().positive()),
);

/** Settings → Users → Invite: the same schema for the form, the server action and the core. */
export const inviteUserInput = z
  .object({
    email: emailSchema,
    name: z.string().trim().min(1, 'Enter their name.').max(120),
    role: z.enum(roles, { error: 'Choose a role.' }),
    /** Required for an admin inviting to a retailer; a manager's own retailer otherwise. */
    retailerId: z.coerce.number().int().positive().optional(),
    storeIds: storeIdsSchema.default([]),
  })
  .superRefine((value, issue) => {
    if ((value.role === 'clerk' || value.role === 'sales') && value.storeIds.length === 0)
      issue.addIssue({ code: 'custom', path: ['storeIds'], message: 'Assign at least one store to a clerk or sales user.' });
  });
export type InviteUserInput = z.input<typeof inviteUserInput>;

export const updateUserInput = z
  .object({
    userId: z.coerce.number().int().positive(),
    role: z.enum(roles, { error: 'Choose a role.' }),
    storeIds: storeIdsSchema.default([]),
  })
  .superRefine((value, issue) => {
    if ((value.role === 'clerk' || value.role === 'sales') && value.storeIds.length === 0)
      issue.addIssue({ code: 'custom', path: ['storeIds'], message: 'Assign at least one store to a clerk or sales user.' });
  });
export type UpdateUserInput = z.input<typeof updateUserInput>;

export const userRefInput = z.object({ userId: z.coerce.number().int().positive() });

export const setPasswordInput = z
  .object({
    token: z.string().min(10).max(200),
    password: passwordSchema,
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'The two passwords differ.' });
export type SetPasswordInput = z.input<typeof setPasswordInput>;
