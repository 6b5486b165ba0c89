import type { z } from 'zod';
import type { storeLeaseLimitsSchema } from '@/lib/api/openapi/endpoints/stores';
import type { Envelope } from './types';

export type StoreLeaseLimits = z.output<typeof storeLeaseLimitsSchema>;
export type StoreLeaseLimitsResponse = Envelope<StoreLeaseLimits>;
