import type { Transport, RequestOptions } from '../http';
import type { Envelope, Paginator } from '../types';
import type {
  CreateWebhookEndpointBody,
  UpdateWebhookEndpointBody,
  WebhookDeliveriesQuery,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
} from '../webhook-types';

const path = (id: string) => `/webhook-endpoints/${encodeURIComponent(id)}`;

/** Webhook endpoints and deliveries (retailer tokens only; docs/webhooks.md). */
export function webhookMethods(http: Transport) {
  return {
    listWebhookEndpoints: (options?: RequestOptions) => http.request<Envelope<WebhookEndpoint[]>>('GET', '/webhook-endpoints', undefined, options),
    /** The answer carries `secret`, the only time it is shown. */
    createWebhookEndpoint: (body: CreateWebhookEndpointBody, options?: RequestOptions) =>
      http.request<Envelope<WebhookEndpointWithSecret>>('POST', '/webhook-endpoints', body, options),
    getWebhookEndpoint: (id: string, options?: RequestOptions) => http.request<Envelope<WebhookEndpoint>>('GET', path(id), undefined, options),
    updateWebhookEndpoint: (id: string, body: UpdateWebhookEndpointBody, options?: RequestOptions) =>
      http.request<Envelope<WebhookEndpoint>>('PATCH', path(id), body, options),
    deleteWebhookEndpoint: (id: string, options?: RequestOptions) => http.request<Envelope<{ id: string; deleted: true }>>('DELETE', path(id), undefined, options),
    rotateWebhookSecret: (id: string, options?: RequestOptions) =>
      http.request<Envelope<WebhookEndpointWithSecret>>('POST', `${path(id)}/rotate-secret`, undefined, options),
    sendWebhookTest: (id: string, options?: RequestOptions) => http.request<Envelope<WebhookDelivery>>('POST', `${path(id)}/test`, undefined, options),
    listWebhookDeliveries: (id: string, query: WebhookDeliveriesQuery = {}, options?: Omit<RequestOptions, 'query'>) =>
      http.request<Envelope<Paginator<WebhookDelivery>>>('GET', `${path(id)}/deliveries`, undefined, { ...options, query }),
    resendWebhookDelivery: (id: string, options?: RequestOptions) =>
      http.request<Envelope<WebhookDelivery>>('POST', `/webhook-deliveries/${encodeURIComponent(id)}/resend`, undefined, options),
  };
}
