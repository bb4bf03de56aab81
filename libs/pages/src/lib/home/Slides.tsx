import { observer } from 'mobx-react-lite';
import { useTranslation } from '@wl/i18n';
import { useStores } from '@wl/core';
import type { SiteLook } from '../site-look';
import { Carousel } from './Carousel';
import { HomeSection } from './HomeSection';
import type { HomeStore } from './home-store';

export const Slides = observer(function Slides({
  home,
  style,
}: {
  home: HomeStore;
  style: SiteLook['slides'];
}) {
  const { t } = useTranslation();
  const { locale } = useStores();
  if (!home.isShown('slides')) return null;
  return (
    <HomeSection name="slides" title={t('homeSlidesTitle')} hideTitle>
      <Carousel slides={home.slides} style={style} localePath={(path) => locale.path(path)} />
    </HomeSection>
  );
});
