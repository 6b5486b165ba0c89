/**
 * A PDF as an HTTP answer: `application/pdf`, a filename, never cached (a contract carries a person's
 * name and address), and its SHA-256 as `Repr-Digest` (RFC 9530) so a client can check what it stored.
 */
export function pdfResponse(pdf: Uint8Array, options: { filename: string; sha256: string; disposition?: 'attachment' | 'inline'; headers?: HeadersInit }): Response {
  const headers = new Headers(options.headers);
  headers.set('Content-Type', 'application/pdf');
  headers.set('Content-Length', String(pdf.byteLength));
  headers.set('Content-Disposition', `${options.disposition ?? 'attachment'}; filename="${options.filename.replace(/[^\w.-]/g, '_')}"`);
  headers.set('Cache-Control', 'private, no-store');
  headers.set('Repr-Digest', `sha-256=:${Buffer.from(options.sha256, 'hex').toString('base64')}:`);
  headers.set('X-Content-Type-Options', 'nosniff');
  return new Response(new Uint8Array(pdf), { status: 200, headers });
}
