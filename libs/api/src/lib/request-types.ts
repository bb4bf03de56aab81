export type { MemberRequest, SiteRequest } from '@wl/contract';
