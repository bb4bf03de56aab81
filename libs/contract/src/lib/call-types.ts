import type { AnswerInputOf, AnswerOf, ParsedRequestOf, RequestOf } from './define-call';
import type { ContractCall } from './calls';

/** A path of the contract, under /api without the leading slash: 'auth/login', 'home/match_list', ... */
export type CallPath = ContractCall['path'];

/** The contract's call of a path. */
export type CallAt<P extends CallPath> = Extract<ContractCall, { path: P }>;

/** What a client sends to a path. */
export type CallRequest<P extends CallPath> = RequestOf<CallAt<P>>;

/** What the platform reads of a request to a path, once validated. */
export type ParsedCallRequest<P extends CallPath> = ParsedRequestOf<CallAt<P>>;

/** The success fields a path answers, as a client reads them. */
export type CallAnswer<P extends CallPath> = AnswerOf<CallAt<P>>;

/** The success fields a handler of a path returns. */
export type CallAnswerInput<P extends CallPath> = AnswerInputOf<CallAt<P>>;

/** The startup answer: whole even on failure (site null), so the shell always has something to render. */
export type StartupResponse = CallAnswer<'startup'>;
