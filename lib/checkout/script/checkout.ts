/**
 * checkout.js: the source of the script served at /v1/checkout.js (built by scripts/build-checkout-js.ts
 * into ./bundle.generated.ts). Dependency-free; defines only `window.Leaseline`.
 *
 *   const checkout = Leaseline.init({ baseUri: 'https://leaseline.example', retailerSlug: 'acme', storeSlug: 'houston' });
 *   const result = await checkout.apply((r) => console.log(r.status), { cartTotal: 1299 });
 *
 * The overlay is a modal dialog holding the hosted application in an iframe. Messages count only from
 * baseUri's origin, from the overlay's own iframe and channel, and for the checkout id it announced
 * (lib/checkout/protocol.ts). The callback (and the Promise) settle exactly once.
 */
import { PROTOCOL, PROTOCOL_VERSION, createReceiver, type CheckoutResult, type Customer } from '../protocol';

type InitOptions = { baseUri: string; retailerSlug: string; storeSlug: string; locale?: 'en' | 'es' };
type ApplyOptions = { cartTotal?: number; reference_id?: string; customer?: Customer };
type Callback = (result: CheckoutResult) => void;

declare global {
  interface Window {
    Leaseline?: { version: string; init(options: InitOptions): { apply(callback?: Callback, options?: ApplyOptions): Promise<CheckoutResult> } | null };
  }
}

const VERSION = '1';
const SLUG = /^[a-z0-9-]{1,64}$/i;

function problem(message: string): null {
  console.error(`[Leaseline] ${message}`);
  return null;
}

function originOf(baseUri: unknown): string | null {
  if (typeof baseUri !== 'string') return null;
  try {
    const url = new URL(baseUri);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

function randomChannel(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const STYLE_ID = 'leaseline-checkout-style';
const CSS =
  '.ll-backdrop{position:fixed;inset:0;z-index:2147483646;background:rgba(15,23,42,.6);display:flex;align-items:center;justify-content:center}' +
  '.ll-dialog{position:relative;background:#fff;width:100%;max-width:480px;height:min(760px,100%);display:flex;flex-direction:column;border-radius:16px;overflow:hidden;box-shadow:0 20px 50px rgba(0,0,0,.3)}' +
  '@media (max-width:520px){.ll-dialog{max-width:none;height:100%;border-radius:0}}' +
  '.ll-bar{display:flex;justify-content:flex-end;padding:6px;border-bottom:1px solid #e2e8f0}' +
  '.ll-close{font:600 15px/1 system-ui,sans-serif;color:#0f172a;background:none;border:0;border-radius:8px;min-width:44px;min-height:44px;cursor:pointer}' +
  '.ll-close:focus-visible{outline:3px solid #4338ca;outline-offset:1px}' +
  '.ll-frame{flex:1;width:100%;border:0}';

/** Validates init's options, naming the first bad one in the console (and returning null). */
function init(options: InitOptions) {
  if (!options || typeof options !== 'object') return problem('init(options): options must be an object with baseUri, retailerSlug and storeSlug.');
  const checked = originOf(options.baseUri);
  if (!checked) return problem('init: option "baseUri" must be an absolute http(s) URL, as https://leaseline.example.');
  if (typeof options.retailerSlug !== 'string' || !SLUG.test(options.retailerSlug)) return problem('init: option "retailerSlug" must be the retailer slug you were given (letters, digits, dashes).');
  if (typeof options.storeSlug !== 'string' || !SLUG.test(options.storeSlug)) return problem('init: option "storeSlug" must be the store slug you were given (letters, digits, dashes).');
  if (options.locale !== undefined && options.locale !== 'en' && options.locale !== 'es') return problem('init: option "locale" must be "en" or "es".');
  const origin: string = checked;
  const base = options.baseUri.replace(/\/+$/, '');
  let open = false;

  function apply(callback?: Callback, applyOptions: ApplyOptions = {}): Promise<CheckoutResult> {
    return new Promise((resolve, reject) => {
      const fail = (message: string) => {
        problem(message);
        reject(new TypeError(message));
      };
      if (callback !== undefined && typeof callback !== 'function') return fail('apply: "callback" must be a function.');
      const { cartTotal, reference_id: referenceId } = applyOptions;
      if (cartTotal !== undefined && !(typeof cartTotal === 'number' && cartTotal >= 0 && isFinite(cartTotal))) return fail('apply: option "cartTotal" must be a number of dollars, 0 or more.');
      if (referenceId !== undefined && (typeof referenceId !== 'string' || referenceId.length > 100)) return fail('apply: option "reference_id" must be text of at most 100 characters.');
      if (open) return fail('apply: an application is already open.');
      open = true;
      const channel = randomChannel();
      const receiver = createReceiver({ origin, channel });
      const opener = document.activeElement as HTMLElement | null;
      const root = document.documentElement;
      const previousOverflow = root.style.overflow;

      if (!document.getElementById(STYLE_ID)) {
        const style = document.createElement('style');
        style.id = STYLE_ID;
        style.textContent = CSS;
        document.head.appendChild(style);
      }
      const backdrop = document.createElement('div');
      backdrop.className = 'll-backdrop';
      backdrop.setAttribute('data-leaseline', 'overlay');
      const dialog = document.createElement('div');
      dialog.className = 'll-dialog';
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-modal', 'true');
      dialog.setAttribute('aria-label', options.locale === 'es' ? 'Solicitud de Leaseline' : 'Leaseline application');
      const bar = document.createElement('div');
      bar.className = 'll-bar';
      const close = document.createElement('button');
      close.type = 'button';
      close.className = 'll-close';
      close.textContent = '✕';
      close.setAttribute('aria-label', options.locale === 'es' ? 'Cerrar' : 'Close');
      bar.appendChild(close);
      const frame = document.createElement('iframe');
      frame.className = 'll-frame';
      frame.title = options.locale === 'es' ? 'Solicitud de arrendamiento con opción a compra' : 'Lease-to-own application';
      const query = new URLSearchParams({ origin: location.origin, channel });
      if (options.locale) query.set('locale', options.locale);
      if (applyOptions.reference_id) query.set('ref', applyOptions.reference_id);
      if (applyOptions.cartTotal !== undefined) query.set('cart', String(applyOptions.cartTotal));
      frame.src = `${base}/apply/${encodeURIComponent(options.retailerSlug)}/${encodeURIComponent(options.storeSlug)}?${query}`;
      frame.setAttribute('allow', 'otp-credentials');
      // Focus sentinels keep Tab inside the dialog: leaving past either end wraps to the other.
      const before = document.createElement('span');
      const after = document.createElement('span');
      before.tabIndex = 0;
      after.tabIndex = 0;
      before.addEventListener('focus', () => frame.focus());
      after.addEventListener('focus', () => close.focus());
      dialog.append(bar, frame);
      backdrop.append(before, dialog, after);
      document.body.appendChild(backdrop);
      root.style.overflow = 'hidden';
      close.focus();

      function finish(result: CheckoutResult) {
        window.removeEventListener('message', onMessage);
        document.removeEventListener('keydown', onKey, true);
        backdrop.remove();
        root.style.overflow = previousOverflow;
        open = false;
        if (opener && typeof opener.focus === 'function') opener.focus();
        try {
          if (callback) callback(result);
        } finally {
          resolve(result);
        }
      }

      function onMessage(event: MessageEvent) {
        const outcome = receiver.accept({ origin: event.origin, data: event.data, fromFrame: event.source === frame.contentWindow });
        if (outcome.kind === 'ready') {
          frame.focus();
          if (applyOptions.customer && typeof applyOptions.customer === 'object') {
            frame.contentWindow?.postMessage({ protocol: PROTOCOL, version: PROTOCOL_VERSION, channel, type: 'prefill', customer: applyOptions.customer }, origin);
          }
        } else if (outcome.kind === 'settled') finish(outcome.result);
      }

      function onKey(event: KeyboardEvent) {
        if (event.key === 'Escape') {
          event.preventDefault();
          cancel();
        }
      }

      function cancel() {
        const outcome = receiver.cancel();
        if (outcome.kind === 'settled') finish(outcome.result);
      }

      close.addEventListener('click', cancel);
      window.addEventListener('message', onMessage);
      document.addEventListener('keydown', onKey, true);
    });
  }

  return { apply };
}

if (!window.Leaseline) window.Leaseline = { version: VERSION, init };
