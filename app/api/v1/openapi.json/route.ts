import { randomUUID } from 'node:crypto';
import { REQUEST_ID_HEADER } from '@/lib/api/envelope';
import { plainErrorHandler } from '@/lib/api/handler';
import { toErrorResponse } from '@/lib/api/http-errors';
import { openApiDocument } from '@/lib/api/openapi/document';
import { publicUrl } from '@/lib/api/public-url';

/** The OpenAPI 3.1 description of /api/v1. Public: no token, so tools can fetch it. */
export async function GET(request: Request): Promise<Response> {
  const requestId = request.headers.get(REQUEST_ID_HEADER)?.slice(0, 100).replace(/[^\w.-]/g, '') || randomUUID();
  let response: Response;
  try {
    const url = publicUrl(request);
    response = Response.json(openApiDocument({ serverUrl: `${url.origin}/api/v1` }), {
      headers: { 'Cache-Control': 'public, max-age=300', 'Access-Control-Allow-Origin': '*' },
    });
  } catch (error) {
    response = toErrorResponse(error, requestId);
  }
  response.headers.set(REQUEST_ID_HEADER, requestId);
  return response;
}

const notAllowed = plainErrorHandler(405, 'Method not allowed. Use GET.', ['GET']);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
