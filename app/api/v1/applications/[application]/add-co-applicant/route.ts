import { defineRoute } from '@/lib/api/handler';
import { raw } from '@/lib/api/envelope';
import { presentAddedCoApplicant } from '@/lib/api/presenters/co-applicant';
import { addCoApplicant } from '@/lib/core/applications/add-co-applicant';

/** 4.3: add a co-applicant. The API description gives this response outside the envelope: `{co_applicant}`. */
export const { GET, POST, PUT, PATCH, DELETE } = defineRoute({
  POST: async ({ ctx, params, json }) => raw(presentAddedCoApplicant(await addCoApplicant(ctx, params.application!, await json()))),
});
