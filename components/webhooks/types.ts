/** What the Settings → Webhooks page hands its client components (plain, serialisable). */
export type EndpointRow = {
  id: string;
  url: string;
  description: string;
  events: string[];
  enabled: boolean;
  disabledReason: string | null;
  retailerName: string;
  lastAttemptAt: string | null;
  deliveries: number;
  failed: number;
  failureRate: number | null;
};

export type RetailerOption = { id: number; name: string };

export const disabledReasons: Record<string, string> = {
  manual: 'Disabled',
  gone: 'Disabled: answered 410 Gone',
  failing: 'Disabled: failing for 5 days',
};
