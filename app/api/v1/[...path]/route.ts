import { plainErrorHandler } from '@/lib/api/handler';

/** Any /api/v1 path no route claims: the enveloped 404 rather than Next.js's HTML page. */
const notFound = plainErrorHandler(404, 'Not found. See /api/v1/openapi.json for the available endpoints.');
export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
