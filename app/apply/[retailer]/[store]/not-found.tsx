/** A clear page, in both languages, when the store or the checkout cannot be found (HTTP 404). */
export default function CheckoutNotFound() {
  return (
    <main className="mx-auto max-w-lg px-5 py-10">
      <p className="font-semibold text-indigo-700">Leaseline</p>
      <h1 className="mt-4 text-2xl font-semibold text-slate-900" data-testid="checkout-problem" data-problem="not_found">
        This store does not offer Leaseline here
      </h1>
      <p className="mt-3 text-slate-700">The link to the lease-to-own application is not valid. Close this window and return to the shop.</p>
      <p className="mt-3 text-slate-700" lang="es">
        El enlace a la solicitud no es válido. Cierre esta ventana y vuelva a la tienda.
      </p>
    </main>
  );
}
