import { z } from 'zod';
import { roles } from '@/db/schema/users';

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
});
