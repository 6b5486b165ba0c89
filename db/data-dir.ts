/** Where PGlite keeps its data when DATA_DIR is not set: read by db/client.ts, the default of lib/env.ts. */
export const DEFAULT_DATA_DIR = '.data';
