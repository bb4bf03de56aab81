import { useTranslation } from 'react-i18next';
import type { PaginatorLabels } from '@wl/ui';

/** The paginator's labels, the site's own (as the lobbies and the bet history name them). */
export function usePaginatorLabels(): PaginatorLabels {
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
