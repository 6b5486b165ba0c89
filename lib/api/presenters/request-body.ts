/**
 * Parameters of a POST that may come in the query string, a JSON body, or both (phone-system lookup,
 * verification): the query's fields, overridden by the body's. A request without a body (no
 * Content-Type and no length, or Content-Length: 0) reads the query alone; a body still obeys the JSON
 * rules of `json()` (415, 413, 400).
 */
export async function optionalJson(request: Request, json: () => Promise<unknown>): Promise<Record<string, unknown>> {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const length = request.headers.get('content-length');
  const hasBody = length !== null ? Number(length) > 0 : request.headers.has('content-type') || request.headers.has('transfer-encoding');
  if (!hasBody) return query;
  const body = await json();
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? { ...query, ...(body as Record<string, unknown>) } : (body as Record<string, unknown>);
}
