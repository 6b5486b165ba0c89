/** The /docs section on checkout.js: what it does and a copy-paste example (docs/checkout.md has the rest). */
const example = `<button id="pay-later">Pay over time with Leaseline</button>
<script src="https://<your-deployment>/v1/checkout.js"></script>
<script>
  const checkout = Leaseline.init({
    baseUri: 'https://<your-deployment>',
    retailerSlug: 'acme',
    storeSlug: 'houston',
    locale: 'en', // or 'es'; the shopper can switch
  });
  document.getElementById('pay-later').addEventListener('click', async () => {
    const result = await checkout.apply(
      (r) => console.log('Leaseline:', r.status), // runs exactly once
      { cartTotal: 1149.0, reference_id: 'ORDER-1001', customer: { first_name: 'Pat', email: 'pat@example.com' } },
    );
    // { status: 'approved' | 'review' | 'declined' | 'cancelled', applicationId, approvedAmount, checkoutId }
    if (result.checkoutId) await fetch('/my-server/confirm-leaseline/' + result.checkoutId);
  });
</script>`;

const confirm = `curl -H "Authorization: Bearer ll_…" -H "Accept: application/json" \\
  https://<your-deployment>/api/v1/checkouts/<checkoutId>`;

export function CheckoutScriptSection() {
  return (
    <section id="checkout-js" className="scroll-mt-6 space-y-3">
      <h2 className="text-2xl font-semibold text-slate-900">checkout.js</h2>
      <p className="max-w-3xl text-slate-700">
        A dependency-free script (under 3 KB gzipped) that opens the hosted application in an accessible overlay on your checkout page. It defines only{' '}
        <code className="rounded bg-slate-100 px-1 font-mono text-sm">window.Leaseline</code>. First put your shop&apos;s origin (for example{' '}
        <code className="rounded bg-slate-100 px-1 font-mono text-sm">https://shop.example.com</code>) on the allowlist with{' '}
        <code className="rounded bg-slate-100 px-1 font-mono text-sm">PUT /checkout/origins</code> and a retailer token: only those origins may frame the application
        and receive its result. TypeScript declarations: <a className="text-indigo-700 underline" href="/v1/checkout.d.ts">/v1/checkout.d.ts</a>.
      </p>
      <pre aria-label="checkout.js example" tabIndex={0} className="overflow-x-auto rounded-md bg-slate-900 p-3 font-mono text-xs leading-relaxed text-slate-100">
        {example}
      </pre>
      <p className="max-w-3xl text-slate-700">
        The callback is a convenience, not proof. Before you ship goods, your server confirms the checkout with <code className="rounded bg-slate-100 px-1 font-mono text-sm">GET /checkouts/{'{checkoutId}'}</code>{' '}
        (checkouts expire 24 hours after they open):
      </p>
      <pre aria-label="Confirm a checkout" tabIndex={0} className="overflow-x-auto rounded-md bg-slate-900 p-3 font-mono text-xs leading-relaxed text-slate-100">
        {confirm}
      </pre>
    </section>
  );
}
