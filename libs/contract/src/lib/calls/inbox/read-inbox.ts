import { z } from 'zod';
import { defineCall } from '../../define-call';
import { MEMBER_ERRORS } from '../../shared/error-groups';
import { memberRequest } from '../../shared/member-fields';
import { inboxIdField } from './inbox-id';

export const readInbox = defineCall({
  path: 'settings/read_inbox',
  method: 'POST',
  fallback: 'disconnect',
  tag: 'inbox',
  summary: 'Mark an inbox message read (the player opened it); answers how many stay unread',
  request: memberRequest.extend({ inbox_id: inboxIdField }),
  answer: z.object({ inbox_id: z.number().int(), unread: z.number().int().nonnegative() }),
  errors: [...MEMBER_ERRORS, 'notFound'],
});
