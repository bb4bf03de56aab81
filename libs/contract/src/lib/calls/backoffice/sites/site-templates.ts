import { z } from 'zod';
import { defineCall } from '../../../define-call';
import { BACKOFFICE_TAG, STAFF_ERRORS, STAFF_SESSION_NOTE } from '../backoffice-call';

/** One colour of a template as the new-site form previews it. */
export const templateColor = z.object({
  code: z.string(),
  primary: z.string(),
  accent: z.string(),
  background: z.string(),
  surface: z.string(),
  text: z.string(),
});

export const siteTemplates = defineCall({
  path: 'backoffice/sites/templates',
  method: 'POST',
  fallback: 'unavailable',
  tag: BACKOFFICE_TAG,
  summary:
    'Back office: the templates a site can be made from, each with its five colours, and the languages',
  description: `${STAFF_SESSION_NOTE} Any staff role.`,
  request: z.object({}),
  answer: z.object({
    templates: z.array(
      z.object({
        template: z.string().describe('The theme code (casino1, slot3, sportsbook2, ...)'),
        family: z.string(),
        colors: z.array(templateColor),
      }),
    ),
    languages: z.array(z.object({ code: z.string(), name: z.string() })),
  }),
  errors: STAFF_ERRORS,
});
