import { z } from 'zod';
import { dollarsField, optional, text } from '../applications/fields';

export const MAX_CHECKOUT_ORIGINS = 20;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

/**
 * One checkout origin: exactly `scheme://host[:port]` (no path, query, fragment, credentials or
 * wildcard), `https` unless the host is `localhost` or `127.0.0.1`. Normalised to the URL's origin
 * (lower-case host, default port dropped), which is what browsers compare.
 */
export const checkoutOriginField = z
  .string({ error: 'Each origin must be text.' })
  .trim()
  .transform((value, ctx) => {
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (value.includes('*')) return fail(`The origin ${value} must not contain a wildcard.`);
    const match = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]+)(.*)$/i.exec(value);
    if (!match) return fail(`The origin ${value} must look like https://shop.example.com.`);
    if (match[3]) return fail(`The origin ${value} must not have a path, query or fragment.`);
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return fail(`The origin ${value} is not a valid URL.`);
    }
    if (url.username || url.password) return fail(`The origin ${value} must not carry credentials.`);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return fail(`The origin ${value} must use https.`);
    if (url.protocol === 'http:' && !LOCAL_HOSTS.has(url.hostname)) return fail(`The origin ${value} must use https (http only for localhost and 127.0.0.1).`);
    return url.origin;
  });

/** Body and answer of GET/PUT /checkout/origins: the whole set; a PUT replaces it. Duplicates collapse. */
export const checkoutOriginsSchema = z.object(
  {
    origins: z
      .array(checkoutOriginField, { error: 'The origins must be a list of origins.' })
      .max(MAX_CHECKOUT_ORIGINS, `At most ${MAX_CHECKOUT_ORIGINS} origins are allowed.`)
      .transform((list) => [...new Set(list)].sort()),
  },
  { error: 'The body must be a JSON object with origins.' },
);
export type CheckoutOriginsInput = z.input<typeof checkoutOriginsSchema>;

/**
 * Settings → Checkout's form: the allowlist as text, one origin per line, then exactly the API's schema
 * (the server action takes the parsed list and checks it again with checkoutOriginsSchema).
 */
export const checkoutOriginsFormInput = z
  .object({ origins: z.string() })
  .transform(({ origins }) => ({ origins: origins.split('\n').map((line) => line.trim()).filter(Boolean) }))
  .pipe(checkoutOriginsSchema);
export type CheckoutOriginsFormInput = z.input<typeof checkoutOriginsFormInput>;

export const checkoutLocales = ['en', 'es'] as const;
export type CheckoutLocale = (typeof checkoutLocales)[number];

/** What checkout.js passes when the overlay opens (query string of the hosted page). All optional. */
export const openCheckoutSchema = z.object({
  locale: z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase().slice(0, 2) : undefined), z.enum(checkoutLocales).catch('en').default('en')),
  reference_id: optional(text('reference_id', 100)).catch(undefined),
  cart_total: optional(z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), dollarsField('cart total', { min: 0, max: 1_000_000 }))).catch(undefined),
});
export type OpenCheckoutInput = z.input<typeof openCheckoutSchema>;

/**
 * The hosted form's submission: `application` is parsed by createApplication with the API's own schema
 * (the store and the reference are the checkout's, whatever the browser sends); `website` is a honeypot
 * people never see.
 */
export const checkoutSubmissionSchema = z.object({
  application: z.record(z.string(), z.unknown(), { error: 'The application must be an object.' }),
  /** Left empty by people; bots that fill every input fill it. */
  website: z.string().max(200).optional(),
});
export type CheckoutSubmissionInput = z.input<typeof checkoutSubmissionSchema>;
