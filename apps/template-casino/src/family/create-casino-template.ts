import { LOBBY_PAGE_NAMES, type PageName, type TemplateId, type TemplateModule } from '@wl/core';
import type { ComponentType } from 'react';
import './casino.css';
import { createCasinoLayout } from './CasinoLayout';
import type { CasinoLook } from './look';
import { CasinoLobby, createCasinoHome } from './pages';

export function createCasinoTemplate(templateId: TemplateId, look: CasinoLook): TemplateModule {
  const pages: Partial<Record<PageName, ComponentType>> = { home: createCasinoHome(look) };
  for (const name of LOBBY_PAGE_NAMES) pages[name] = CasinoLobby;
  return { templateId, Layout: createCasinoLayout(look, templateId), pages };
}
