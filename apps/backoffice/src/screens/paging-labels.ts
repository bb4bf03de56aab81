import type { TFunction } from 'i18next';
import type { PaginatorLabels } from '@wl/ui';

/** The paginator's words, one set for every paged list of the back office. */
export const pagingLabels = (t: TFunction): PaginatorLabels => ({
  navigation: t('paging.navigation'),
  page: (page) => t('paging.page', { page }),
  first: t('paging.first'),
  previous: t('paging.previous'),
  next: t('paging.next'),
  last: t('paging.last'),
  jumpBackward: (count) => t('paging.jumpBackward', { pages: count }),
  jumpForward: (count) => t('paging.jumpForward', { pages: count }),
});
