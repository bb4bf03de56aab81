import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Paginator } from '@wl/ui';
import { pagingLabels } from './paging-labels';

/** What the paginator under a list reads of it: PagedList and the stores paged like it. */
export interface PagedSource {
  readonly total: number;
  readonly page: number;
  readonly loading: boolean;
  load(page: number): Promise<void>;
}

/** The pages of one back-office list, in the back office's words; a press loads that page. */
export const ListPaginator = observer(function ListPaginator({
  list,
  pageSize,
}: {
  list: PagedSource;
  pageSize: number;
}) {
  const { t } = useTranslation();
  return (
    <Paginator
      totalItems={list.total}
      itemsPerPage={pageSize}
      currentPage={list.page}
      disabled={list.loading}
      labels={pagingLabels(t)}
      onChange={(page) => void list.load(page)}
      className="bo-paginator"
    />
  );
});
