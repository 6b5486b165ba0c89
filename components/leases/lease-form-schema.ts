import { z } from 'zod';
import { leaseEntitySchema } from '@/lib/core/leases/schemas';
import { toLeaseRequest, type LeaseFormValues } from './lease-values';

/**
 * The builder's schema: its values as a Lease Entity, then the API's own schema (same rules, same
 * messages). Its own module so the builder can load it (and zod) after the page (lazy-resolver.ts).
 */
export const leaseFormSchema = z.custom<LeaseFormValues>().transform(toLeaseRequest).pipe(leaseEntitySchema);
