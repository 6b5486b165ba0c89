import { z } from 'zod';
import { DEFAULT_DATA_DIR } from '@/db/data-dir';
import { MAX_TRUSTED_PROXY_HOPS, trustedProxyHops } from './http/client-ip';

const isValidTrustedProxyHops = (value: string | undefined) => {
  try {
    trustedProxyHops(value);
    return true;
  } catch {
    return false;
  }
};

/**
 * Every environment variable the app reads, validated once. A malformed value stops start-up with a
 * message naming the variable, instead of failing later in a request.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATA_DIR: z.string().min(1).default(DEFAULT_DATA_DIR),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ENCRYPTION_KEY: z
    .string()
    .regex(/^([0-9]+:)?[0-9a-f]{64}(,([0-9]+:)?[0-9a-f]{64})*$/i, 'must be 64 hex characters (or "version:hex,…" for rotation)')
    .optional(),
  /** Keyed HMAC for SSN look-ups; kept apart from ENCRYPTION_KEY so key rotation never breaks look-ups. */
  BLIND_INDEX_KEY: z.string().regex(/^[0-9a-f]{64}$/i, 'must be 64 hex characters').optional(),
  PUBLIC_BASE_URL: z.string().url().optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  SMS_GATEWAY_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Leaseline <no-reply@leaseline.test>'),
  /** The card processor adapter (lib/core/payments/adapters.ts, docs/payments.md). */
  PAYMENT_PROCESSOR: z.string().regex(/^[a-z][a-z0-9-]*$/, 'must be an adapter name such as sandbox').default('sandbox'),
  /** `true` lets webhook endpoints use http and private addresses (local development and tests only). */
  WEBHOOK_ALLOW_PRIVATE_TARGETS: z
    .enum(['true', 'false', '1', '0', ''], { message: 'must be true or false' })
    .optional()
    .transform((v) => v === 'true' || v === '1'),
  /** How many proxies in front of the server append to X-Forwarded-For (lib/http/client-ip.ts); default 1. */
  TRUSTED_PROXY_HOPS: z
    .string()
    .optional()
    .refine((value) => isValidTrustedProxyHops(value), `must be a whole number from 1 to ${MAX_TRUSTED_PROXY_HOPS} (the proxies in front of the server)`),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

export function env(): Env {
  if (cached) return cached;
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  cached = parsed.data;
  return cached;
}
