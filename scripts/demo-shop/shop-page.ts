/** The demo shop's one page: a cart, the Leaseline button, the callback's result and the server's confirmation. */
export function shopPage(options: { portalUrl: string; retailerSlug: string; storeSlug: string; locale?: 'en' | 'es' }): string {
  const base = options.portalUrl.replace(/\/+$/, '');
  const init = JSON.stringify({ baseUri: base, retailerSlug: options.retailerSlug, storeSlug: options.storeSlug, ...(options.locale ? { locale: options.locale } : {}) });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Comfort Corner · demo shop</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#1c1917;background:#fafaf9}
main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem}
h1{font-size:1.5rem;margin:0 0 1rem}
table{width:100%;border-collapse:collapse;margin-bottom:1rem}td{padding:.5rem 0;border-bottom:1px solid #e7e5e4}td:last-child{text-align:right}
.total td{font-weight:700;border:0}
button{font:inherit;font-weight:600;background:#047857;color:#fff;border:0;border-radius:.5rem;padding:.75rem 1.25rem;min-height:44px;cursor:pointer;width:100%}
button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
section{margin-top:1.25rem;padding:1rem;background:#fff;border:1px solid #e7e5e4;border-radius:.5rem}
h2{font-size:1rem;margin:0 0 .5rem}pre{white-space:pre-wrap;word-break:break-word;margin:0;font-size:.85rem}
</style></head>
<body><main>
<h1>Comfort Corner</h1>
<table aria-label="Cart"><tbody>
<tr><td>Sofa, three seats</td><td>$899.00</td></tr>
<tr><td>Coffee table</td><td>$250.00</td></tr>
<tr class="total"><td>Total</td><td>$1,149.00</td></tr>
</tbody></table>
<button type="button" id="pay-leaseline">Pay over time with Leaseline</button>
<section aria-live="polite"><h2>Callback</h2><pre id="callback-result" data-calls="0">—</pre></section>
<section aria-live="polite"><h2>Confirmed by the shop's server</h2><pre id="server-confirmation">—</pre></section>
</main>
<script src="${base}/v1/checkout.js"></script>
<script>
(function () {
  var checkout = window.Leaseline && window.Leaseline.init(${init});
  var calls = 0;
  var button = document.getElementById('pay-leaseline');
  var out = document.getElementById('callback-result');
  var confirmation = document.getElementById('server-confirmation');
  button.addEventListener('click', function () {
    if (!checkout) return;
    confirmation.textContent = '—';
    var params = new URLSearchParams(location.search);
    var customer = params.get('prefill') ? { first_name: 'Pat', last_name: 'Shopper' } : undefined;
    checkout.apply(function (result) {
      calls += 1;
      out.setAttribute('data-calls', String(calls));
      out.setAttribute('data-status', result.status);
      out.textContent = JSON.stringify(result, null, 2);
    }, { cartTotal: 1149, reference_id: 'ORDER-' + Date.now(), customer: customer }).then(function (result) {
      if (!result.checkoutId) return;
      return fetch('/confirm/' + result.checkoutId).then(function (r) { return r.json(); }).then(function (body) {
        confirmation.setAttribute('data-status', body.status);
        confirmation.textContent = JSON.stringify(body, null, 2);
      });
    });
  });
})();
</script>
</body></html>`;
}
