/** Generated at build time from the app/api/v1 tree (scripts/build-server.ts); never written to disk. */
declare module 'leaseline:api-routes' {
  export const apiRoutes: import('./api-door').ApiRoute[];
}
