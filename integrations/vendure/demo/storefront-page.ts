/**
 * The demo's storefront: one page that builds a guest order through Vendure's shop API from the browser,
 * then pays with Leaseline exactly as README "Storefront" shows.
 */
export function demoStorefrontPage(vendureUrl: string, leaselineUrl: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Vendure demo shop — Leaseline</title>
<script src="${leaselineUrl}/v1/checkout.js"></script>
<style>body{font:16px system-ui;max-width:40rem;margin:2rem auto;padding:0 1rem}label{display:block;margin:.5rem 0}button{font:inherit;padding:.5rem 1rem}#log{white-space:pre-wrap;background:#f4f4f4;padding:1rem}</style>
</head><body>
<h1>Vendure demo shop</h1>
<label>Product <select id="variant"><option value="T_1">Sectional sofa — $899</option><option value="T_2">Recliner — $450</option><option value="T_3">Dining set — $1,200</option><option value="T_4">Gift card — $100 (not leasable)</option></select></label>
<label>Ship to state <input id="state" value="TX" size="2" maxlength="2"></label>
<label>E-mail <input id="email" type="email" value="pat@example.com"></label>
<button type="button" id="pay">Pay over time with Leaseline</button>
<p id="log" role="status"></p>
<script>
  let token = localStorage.getItem('vendure-token') || '';
  const log = (text) => (document.getElementById('log').textContent = text);
  async function shopApi(query, variables) {
    const response = await fetch('${vendureUrl}/shop-api', { method: 'POST', headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: 'Bearer ' + token } : {}) }, body: JSON.stringify({ query, variables }) });
    const next = response.headers.get('vendure-auth-token');
    if (next) localStorage.setItem('vendure-token', (token = next));
    const body = await response.json();
    if (body.errors) throw new Error(body.errors[0].message);
    return body.data;
  }
  document.getElementById('pay').onclick = async () => {
    try {
      localStorage.removeItem('vendure-token'); token = '';
      await shopApi('mutation($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) { ... on Order { id } } }', { id: document.getElementById('variant').value });
      await shopApi('mutation($i: CreateCustomerInput!) { setCustomerForOrder(input: $i) { ... on Order { id } } }', { i: { firstName: 'Pat', lastName: 'Shopper', emailAddress: document.getElementById('email').value, phoneNumber: '5125550188' } });
      await shopApi('mutation($i: CreateAddressInput!) { setOrderShippingAddress(input: $i) { ... on Order { id } } }', { i: { fullName: 'Pat Shopper', streetLine1: '12 Market St', city: 'Houston', province: document.getElementById('state').value, postalCode: '77002', countryCode: 'US' } });
      const { eligibleShippingMethods } = await shopApi('{ eligibleShippingMethods { id } }');
      await shopApi('mutation($id: [ID!]!) { setOrderShippingMethod(shippingMethodId: $id) { ... on Order { id } } }', { id: [eligibleShippingMethods[0].id] });
      await shopApi('mutation { transitionOrderToState(state: "ArrangingPayment") { ... on Order { id } } }');
      const { eligiblePaymentMethods } = await shopApi('{ eligiblePaymentMethods { code isEligible eligibilityMessage } }');
      const method = eligiblePaymentMethods.find((m) => m.code === 'leaseline');
      if (!method || !method.isEligible) return log('Leaseline is not offered: ' + (method ? method.eligibilityMessage : 'no such payment method'));
      const { leaselineCheckout: c } = await shopApi('{ leaselineCheckout { baseUri retailerSlug storeSlug paymentMethodCode reference_id cartTotal customer { first_name last_name email cell_phone } } }');
      const customer = Object.fromEntries(Object.entries(c.customer).filter(([, v]) => v));
      const result = await Leaseline.init({ baseUri: c.baseUri, retailerSlug: c.retailerSlug, storeSlug: c.storeSlug }).apply(() => {}, { cartTotal: c.cartTotal, reference_id: c.reference_id, customer });
      if (result.status !== 'approved') return log('Application: ' + result.status);
      const { addPaymentToOrder: o } = await shopApi('mutation($i: PaymentInput!) { addPaymentToOrder(input: $i) { ... on Order { code state payments { state metadata } } ... on PaymentDeclinedError { paymentErrorMessage } ... on ErrorResult { message } } }', { i: { method: c.paymentMethodCode, metadata: { checkoutId: result.checkoutId } } });
      if (o.state !== 'PaymentAuthorized') return log('Payment declined: ' + (o.paymentErrorMessage || o.message));
      const paid = o.payments.find((p) => p.state === 'Authorized');
      log('Order ' + o.code + ' is leased (' + paid.metadata.public.loanNumber + '). Sign the lease: ' + paid.metadata.public.signingUrl);
    } catch (error) { log('Error: ' + error.message); }
  };
</script></body></html>`;
}
