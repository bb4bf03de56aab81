import { makeAutoObservable } from 'mobx';
import {
  isSuccess,
  type Maintenance,
  type MenuItem,
  type Site,
  type SiteLanguage,
  type StartupResponse,
} from '@wl/api';
import { checkTheme, type TemplateDefinition } from '../templates/registry';
import type { ColorCode } from '../templates/palettes';
import { filterMenu } from '../menu/filter-menu';

const NO_MAINTENANCE: Maintenance = { is_maintenance: false, start_date: null, end_date: null };

/** Site-wide state: the site, its template and colour, its menus, maintenance and the startup message. */
export class LayoutStore {
  message = '';
  site: Site | null = null;
  template: TemplateDefinition | null = null;
  color: ColorCode | null = null;
  maintenance: Maintenance = NO_MAINTENANCE;
  language: SiteLanguage[] = [];
  content: { menu: MenuItem[]; game_menu: MenuItem[] } = { menu: [], game_menu: [] };

  constructor() {
    makeAutoObservable(this);
  }

  get isMaintenance(): boolean {
    return this.maintenance.is_maintenance;
  }

  /** True once a startup answer named a valid site that is not under maintenance. */
  get isReady(): boolean {
    return this.site !== null && this.template !== null && !this.isMaintenance;
  }

  /** Applies the startup answer by the spec's rules: maintenance first, then the theme check. */
  applyStartup(response: StartupResponse): void {
    this.reset();
    if (!isSuccess(response)) {
      this.message = response.message;
      return;
    }
    if (response.maintenance.is_maintenance) {
      this.maintenance = response.maintenance;
      return;
    }
    if (!response.site) {
      this.message = 'siteNotFound';
      return;
    }
    const theme = checkTheme(response.site.theme_code, response.site.theme_color);
    if (!theme.ok) {
      this.message = theme.message;
      return;
    }
    this.site = response.site;
    this.template = theme.template;
    this.color = theme.color;
    this.language = response.language;
    this.content = {
      menu: filterMenu(response.content.menu, response.provider_count),
      game_menu: filterMenu(response.content.game_menu, response.provider_count),
    };
  }

  reset(): void {
    this.message = '';
    this.site = null;
    this.template = null;
    this.color = null;
    this.maintenance = NO_MAINTENANCE;
    this.language = [];
    this.content = { menu: [], game_menu: [] };
  }
}
