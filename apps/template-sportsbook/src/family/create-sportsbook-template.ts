import { LOBBY_PAGE_NAMES, type PageName, type TemplateId, type TemplateModule } from '@wl/core';
import type { ComponentType } from 'react';
import './sportsbook.css';
import { createSportsbookLayout } from './SportsbookLayout';
import type { SportsbookLook } from './look';
import { SportsbookLobby, createSportsbookHome } from './pages';

export function createSportsbookTemplate(templateId: TemplateId, look: SportsbookLook): TemplateModule {
  const pages: Partial<Record<PageName, ComponentType>> = { home: createSportsbookHome(look) };
  for (const name of LOBBY_PAGE_NAMES) pages[name] = SportsbookLobby;
  return { templateId, Layout: createSportsbookLayout(look, templateId), pages };
}
