import type { ReactNode } from 'react';
import type { HomeSection as HomeSectionName } from '../site-look';

export interface HomeSectionProps {
  name: HomeSectionName;
  title: string;
  /** The heading is for assistive technology only (slides, marquee). */
  hideTitle?: boolean;
  /** Beside the heading: a "see all" link, a close button. */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** One section of the home page: a landmark named by its h2, with the classes templates restyle. */
export function HomeSection({ name, title, hideTitle, action, className, children }: HomeSectionProps) {
  const id = `wl-home-${name}`;
  return (
    <section
      className={['wl-home__section', `wl-home__section--${name}`, className].filter(Boolean).join(' ')}
      aria-labelledby={id}
    >
      {hideTitle && !action ? (
        <h2 id={id} className="wl-visually-hidden">
          {title}
        </h2>
      ) : (
        <div className="wl-home__head">
          <h2 id={id} className={hideTitle ? 'wl-visually-hidden' : 'wl-home__title'}>
            {title}
          </h2>
          {action}
        </div>
      )}
      {children}
    </section>
  );
}
