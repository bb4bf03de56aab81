import type { TFunction } from 'i18next';
import type { PaginatorLabels } from '@wl/ui';

/** The paginator's words, as the other lists of the back office give them. */
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
