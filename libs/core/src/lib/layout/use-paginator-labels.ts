import { useTranslation } from '@wl/i18n';

/** What a paginator names its parts (the same shape as @wl/ui's `PaginatorLabels`, which it is given to). */
export interface SitePaginatorLabels {
  navigation: string;
  page: (page: string) => string;
  first: string;
  previous: string;
  next: string;
  last: string;
  jumpBackward: (count: string) => string;
  jumpForward: (count: string) => string;
}

/** The paginator's labels in the site's language, the same on every paged list (lobbies, histories). */
export function usePaginatorLabels(): SitePaginatorLabels {
  const { t } = useTranslation();
  return {
    navigation: t('lobbyPages'),
    page: (page) => t('lobbyPage', { page }),
    first: t('lobbyFirstPage'),
    previous: t('lobbyPreviousPage'),
    next: t('lobbyNextPage'),
    last: t('lobbyLastPage'),
    jumpBackward: (count) => t('lobbyPagesBack', { count }),
    jumpForward: (count) => t('lobbyPagesForward', { count }),
  };
}
