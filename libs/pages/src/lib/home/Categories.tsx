import { observer } from 'mobx-react-lite';
import { useTranslation } from '@wl/i18n';
import { useSiteChrome, useStores } from '@wl/core';
import { CategoryTiles } from '@wl/ui';
import { HomeSection } from './HomeSection';

/** The site's game menu as big tiles. */
export const Categories = observer(function Categories() {
  const { t } = useTranslation();
  const { navItems } = useSiteChrome();
  const { locale } = useStores();
  if (navItems.length === 0) return null;
  const title = t('homeCategoriesTitle');
  // Links in the page's language: /vi/slots on a Vietnamese page.
  const items = navItems.map((item) => ({ ...item, href: locale.path(item.href) }));
  return (
    <HomeSection name="categories" title={title}>
      <CategoryTiles items={items} label={title} />
    </HomeSection>
  );
});
