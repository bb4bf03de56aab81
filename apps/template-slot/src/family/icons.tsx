import type { ReactNode } from 'react';

/** Line icons drawn in the current text colour, so they follow every palette. Always decorative. */
function Icon({ children, size = 22 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      className="slot-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

const paths = {
  home: 'M3 11l9-8 9 8M5 9.5V20h5v-6h4v6h5V9.5',
  hot: 'M12 3c.8 3.6 5 5.6 5 10.5a5 5 0 0 1-10 0c0-2.6 1.6-3.7 2-6.5 1.4 1 2.4 2.6 2.8 4.3C13 9 11.6 6.4 12 3z',
  slots:
    'M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM9 5v14M15 5v14M5.5 12h1M11.5 12h1M17.5 12h1',
  fish: 'M2 12c3-5 9-6.5 14-3l5-3-1.2 6 1.2 6-5-3c-5 3.5-11 2-14-3zM7.5 11h.01',
  arcade: 'M12 3a3 3 0 1 1 0 6 3 3 0 0 1 0-6zM12 9v6M4 15h16v5H4zM8 17.5h.01',
  crash: 'M3 20l6-6 4 4 8-10M15 8h6v6',
  bingo: 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18zM12 8a4 4 0 1 1 0 8 4 4 0 0 1 0-8z',
  gift: 'M3 8h18v4H3zM5 12v8h14v-8M12 8v12M12 8S10.5 3.5 8 4.2C6 4.8 6.8 8 12 8zM12 8s1.5-4.5 4-3.8C18 4.8 17.2 8 12 8z',
  chip: 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18zM12 3v4M12 17v4M3 12h4M17 12h4M12 9a3 3 0 1 1 0 6 3 3 0 0 1 0-6z',
  spade: 'M12 3C9 7 4 9 4 13a4 4 0 0 0 7 2.6L10 21h4l-1-5.4A4 4 0 0 0 20 13c0-4-5-6-8-10z',
  ticket: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM14 7v10',
  ball: 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18zM12 7.5l4 3-1.5 4.5h-5L8 10.5z',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  facebook: 'M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15z',
  telegram: 'M21 4L3 11l6 2.2M21 4l-3 16-7.5-6.5M21 4L9 13.2V19l3-3.5',
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zM12 8.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zM17.5 6.5h.01',
  chat: 'M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.6A8 8 0 1 1 21 12z',
  play: 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18zM10 8.5v7l5.5-3.5z',
} as const;

export type IconName = keyof typeof paths;

export function SlotIcon({ name, size }: { name: IconName; size?: number }) {
  return (
    <Icon size={size}>
      <path d={paths[name]} />
    </Icon>
  );
}

const categoryIcons: Readonly<Record<string, IconName>> = {
  '/': 'home',
  '/hot': 'hot',
  '/slots': 'slots',
  '/fishing': 'fish',
  '/arcade': 'arcade',
  '/crash': 'crash',
  '/bingo': 'bingo',
  '/freeplay': 'gift',
  '/casino': 'chip',
  '/poker': 'spade',
  '/lottery': 'ticket',
  '/sports': 'ball',
  '/promotions': 'gift',
};

/** The icon of a game-menu entry, by the lobby path it links to. */
export function iconForPath(href: string): IconName {
  const path = href.split(/[?#]/)[0] ?? href;
  return categoryIcons[path] ?? 'star';
}

const socialIcons: Readonly<Record<string, IconName>> = {
  facebook: 'facebook',
  telegram: 'telegram',
  instagram: 'instagram',
  email: 'mail',
  whatsapp: 'chat',
  line: 'chat',
  wechat: 'chat',
  messenger: 'chat',
};

/** The icon of a social account, by its social_type. */
export function iconForSocial(type: string): IconName {
  return socialIcons[type.toLowerCase()] ?? 'link';
}
