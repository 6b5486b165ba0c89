/**
 * The small, self-contained pages the hosted application answers with before React is involved: an
 * unknown store (404), too many openings (429), a failure (500). Inline styles only; no scripts.
 */
type Problem = 'not_found' | 'rate_limited' | 'error';

const texts = {
  en: {
    not_found: ['This store does not offer Leaseline here', 'The link to the lease-to-own application is not valid. Close this window and return to the shop.'],
    rate_limited: ['Too many attempts', 'Too many applications were started from your connection. Wait a few minutes, then try again from the shop.'],
    error: ['Something went wrong', 'The application could not be opened. Close this window and try again in a minute.'],
  },
  es: {
    not_found: ['Esta tienda no ofrece Leaseline aquí', 'El enlace a la solicitud de arrendamiento con opción a compra no es válido. Cierre esta ventana y vuelva a la tienda.'],
    rate_limited: ['Demasiados intentos', 'Se iniciaron demasiadas solicitudes desde su conexión. Espere unos minutos y vuelva a intentarlo desde la tienda.'],
    error: ['Algo salió mal', 'No se pudo abrir la solicitud. Cierre esta ventana y vuelva a intentarlo en un minuto.'],
  },
} as const;

export function problemPage(problem: Problem, locale: 'en' | 'es'): string {
  const [title, body] = texts[locale][problem];
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title} · Leaseline</title></head>
<body style="margin:0;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;background:#f8fafc;color:#0f172a">
<main style="max-width:32rem;margin:0 auto;padding:2.5rem 1.25rem"><p style="font-weight:600;color:#4338ca;margin:0 0 1rem">Leaseline</p>
<h1 style="font-size:1.5rem;line-height:1.3;margin:0 0 .75rem" data-testid="checkout-problem" data-problem="${problem}">${title}</h1><p style="margin:0;color:#334155;line-height:1.6">${body}</p></main></body></html>`;
}
