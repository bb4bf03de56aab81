import { LOBBY_PAGE_NAMES, type PageName, type TemplateId, type TemplateModule } from '@wl/core';
import type { ComponentType } from 'react';
import './slot.css';
import { createSlotLayout } from './SlotLayout';
import type { SlotLook } from './look';
import { SlotLobby, createSlotHome } from './pages';

export function createSlotTemplate(templateId: TemplateId, look: SlotLook): TemplateModule {
  const pages: Partial<Record<PageName, ComponentType>> = { home: createSlotHome(look) };
  for (const name of LOBBY_PAGE_NAMES) pages[name] = SlotLobby;
  return { templateId, Layout: createSlotLayout(look, templateId), pages };
}
