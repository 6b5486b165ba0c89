import type { PipelineRow } from '@/lib/core/applications/list-application-groups';
import { daysToExpire } from '@/lib/core/applications/days-to-expire';
import { presentLeaseRecord } from './lease-record';

/** An item of the pipeline list (API description 2.8). */
export function presentApplicationGroupItem({ application, lease }: PipelineRow, now = new Date()) {
  return {
    id: application.id,
    state_code: application.stateCode,
    store_id: application.storeId,
    created_at: application.createdAt,
    updated_at: application.updatedAt,
    label: application.label,
    days_to_expire: daysToExpire(application, now),
    lease: lease ? presentLeaseRecord(lease) : null,
  };
}

export type ApplicationGroupItem = ReturnType<typeof presentApplicationGroupItem>;
