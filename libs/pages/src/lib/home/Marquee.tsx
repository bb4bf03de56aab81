import { observer } from 'mobx-react-lite';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from '@wl/i18n';
import { usePrefersReducedMotion } from '@wl/ui';
import { HomeSection } from './HomeSection';
import type { HomeStore } from './home-store';

/** Scrolling speed: about this many characters a second, and one pass takes at least 20 s. */
const CHARS_PER_SECOND = 8;

/**
 * The site's announcements running across the page (a CSS animation that stops while the pointer or the
 * focus is on it, and with its pause button); a plain list for players who asked for less motion.
 */
export const Marquee = observer(function Marquee({ home }: { home: HomeStore }) {
  const { t } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  if (!home.isShown('marquee')) return null;
  const texts = home.marquee;
  const moving = !reducedMotion;
  const seconds = Math.max(20, Math.round(texts.join(' ').length / CHARS_PER_SECOND));
  const list = (copy: boolean) => (
    <ul className="wl-marquee__list" aria-hidden={copy || undefined}>
      {texts.map((text, i) => (
        <li className="wl-marquee__item" key={i}>
          {text}
        </li>
      ))}
    </ul>
  );
  return (
    <HomeSection
      name="marquee"
      title={t('homeMarqueeTitle')}
      hideTitle
      className={`wl-marquee${moving ? ' wl-marquee--moving' : ''}${paused ? ' wl-marquee--paused' : ''}`}
    >
      <div className="wl-marquee__viewport">
        <div
          className="wl-marquee__track"
          style={{ '--wl-marquee-duration': `${seconds}s` } as CSSProperties}
        >
          {list(false)}
          {/* The copy closes the loop seamlessly; assistive technology reads the messages once. */}
          {moving ? list(true) : null}
        </div>
      </div>
      {moving ? (
        <button
          type="button"
          className="wl-marquee__toggle"
          aria-label={paused ? t('homeMarqueePlay') : t('homeMarqueePause')}
          onClick={() => setPaused(!paused)}
        >
          <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
        </button>
      ) : null}
    </HomeSection>
  );
});
