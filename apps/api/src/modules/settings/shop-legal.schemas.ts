// Bodies of GET/PUT /v1/settings/legal (issue 15).
import { z } from 'zod';

/** Rich text as the editor sends it; sanitized when shown (spec §5). Blank: none (the template then shows). */
const richText = z.string().max(100_000).nullable();

export const legalTextsBody = z.strictObject({ legalNoticeHtml: richText, cgvHtml: richText });
export const legalTexts = legalTextsBody.extend({
  cgvTemplate: z.string().describe('the template filled with the shop’s identity, to start from'),
});
