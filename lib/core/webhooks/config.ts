import { env } from '@/lib/env';

export type WebhookConfig = { allowPrivateTargets: boolean };

let override: WebhookConfig | undefined;

/** WEBHOOK_ALLOW_PRIVATE_TARGETS, unless a test configured otherwise. */
export function webhookConfig(): WebhookConfig {
  return override ?? { allowPrivateTargets: env().WEBHOOK_ALLOW_PRIVATE_TARGETS };
}

/** For tests: allow or refuse private targets regardless of the environment (undefined restores it). */
export function configureWebhooksForTesting(config: WebhookConfig | undefined): void {
  override = config;
}
