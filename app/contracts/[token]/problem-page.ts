type Problem = 'expired' | 'replaced' | 'invalid' | 'missing' | 'failed';

/** What each problem says, in English then Spanish: a link's own language cannot be trusted when it fails. */
const TEXTS: Record<Problem, { title: [string, string]; body: [string, string] }> = {
  expired: {
    title: ['This contract link has expired', 'Este enlace al contrato venció'],
    body: ['Contract links work for a short time only. Ask the store for a new one.', 'Los enlaces a contratos funcionan solo por poco tiempo. Pida uno nuevo a la tienda.'],
  },
  replaced: {
    title: ['This contract was replaced', 'Este contrato fue reemplazado'],
    body: ['The lease’s terms changed after this link was made. Ask the store for the current contract.', 'Las condiciones del arrendamiento cambiaron después de crear este enlace. Pida el contrato vigente a la tienda.'],
  },
  invalid: {
    title: ['This contract link is not valid', 'Este enlace al contrato no es válido'],
    body: ['The link is incomplete or was changed. Copy the whole link again, or ask the store for a new one.', 'El enlace está incompleto o fue modificado. Copie de nuevo el enlace completo o pida uno nuevo a la tienda.'],
  },
  missing: {
    title: ['Contract not found', 'Contrato no encontrado'],
    body: ['There is no contract behind this link any more. Ask the store for a new one.', 'Ya no hay ningún contrato detrás de este enlace. Pida uno nuevo a la tienda.'],
  },
  failed: {
    title: ['The contract could not be shown', 'No se pudo mostrar el contrato'],
    body: ['Something went wrong on our side. Try again in a moment.', 'Algo salió mal de nuestro lado. Inténtelo de nuevo en un momento.'],
  },
};

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small self-contained HTML page (no scripts, no external assets) for a contract link that cannot be served. */
export function linkProblemPage(status: number, problem: Problem, requestId: string): Response {
  const { title, body } = TEXTS[problem];
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title[0])} · Leaseline</title>
<style>body{font:16px/1.5 system-ui,sans-serif;color:#111;max-width:36rem;margin:12vh auto;padding:0 1.25rem}h1{font-size:1.35rem;margin:0 0 .5rem}section+section{margin-top:2rem;padding-top:1.5rem;border-top:1px solid #ddd}small{color:#666}</style></head>
<body><main>
<section><h1>${escape(title[0])}</h1><p>${escape(body[0])}</p></section>
<section lang="es"><h1>${escape(title[1])}</h1><p>${escape(body[1])}</p></section>
<p><small>Reference / Referencia: ${escape(requestId)}</small></p>
</main></body></html>`;
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      'X-Robots-Tag': 'noindex',
      'X-Request-Id': requestId,
    },
  });
}
