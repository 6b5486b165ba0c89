import type { ApplicationState } from '@/db/schema/enums';
import type { LeaseState } from '@/db/schema/enums';
import type { PurchaseGroup } from '@/lib/core/applications/purchase-groups';

/** One pipeline row as the portal shows it: already formatted, safe to send to the browser. */
export type PipelineRowView = {
  id: number;
  label: string;
  storeId: number;
  stateCode: ApplicationState;
  lease: { stateCode: LeaseState; loanNumber: string } | null;
  /** Currency text, e.g. "$1,234.50"; null when nothing was approved. */
  approvedAmount: string | null;
  /** Whole days until an open decision expires; null once the application is leased or closed. */
  daysToExpire: number | null;
  createdAt: string;
  updatedAt: string;
};

export type PipelineData = {
  rows: PipelineRowView[];
  total: number;
  page: number;
  perPage: number;
  counts: Record<PurchaseGroup, number>;
};

/** A store the user may filter by. */
export type StoreOption = { id: number; name: string; retailerName: string };
