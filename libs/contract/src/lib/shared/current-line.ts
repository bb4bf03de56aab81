import { z } from 'zod';

/** A sportsbook price as it stands now, in a refusal that says it moved or is suspended. */
export const currentLine = z.object({
  line_id: z.number(),
  odds: z.number(),
  suspended: z.boolean(),
});
export type CurrentLine = z.output<typeof currentLine>;
