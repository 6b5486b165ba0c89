import { defineRoute } from '@/lib/api/handler';
import { raw } from '@/lib/api/envelope';

/** 4.1: checks that the caller's credentials work. */
export const { GET, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: async () => raw({ status: true, code: 200, message: 'Connection successful. Your API token is valid.' }),
});
