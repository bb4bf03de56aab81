import { defineCall } from '../../define-call';
import { MEMBER_ERRORS } from '../../shared/error-groups';
import { memberRequest } from '../../shared/member-fields';
import { balanceFields } from './balance-fields';

export const getBalance = defineCall({
  path: 'auth/get_balance',
  method: 'POST',
  fallback: 'unavailable',
  tag: 'wallet',
  summary: 'Game balance and minigame tokens',
  request: memberRequest,
  answer: balanceFields,
  errors: MEMBER_ERRORS,
});
