// The frequently-used external links (spec 2, Layout): one place for their addresses, each
// overridable at build time with a VITE_ variable. Defaults are placeholders on example.com.
import type { AccessRule } from '../domain/access';

export interface ExternalLink {
  id: string;
  /** Translation key of the menu label. */
  labelKey: string;
  url: string;
  access: AccessRule;
  /** Countries the link is hidden in (the support desk has one provider in TR, another elsewhere). */
  exceptCountries?: readonly string[];
}

type Env = Record<string, string | boolean | undefined>;

function envOf(): Env {
  try {
    return (import.meta.env ?? {}) as Env;
  } catch {
    return {};
  }
}

function pick(env: Env, key: string, fallback: string): string {
  const value = env[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

export function externalLinks(env: Env = envOf()): ExternalLink[] {
  return [
    { id: 'careers', labelKey: 'app.layout.link.careers', url: pick(env, 'VITE_CAREERS_URL', 'https://careers.example.com'), access: { roles: ['getirup'] } },
    { id: 'support', labelKey: 'app.layout.link.support', url: pick(env, 'VITE_SUPPORT_URL', 'https://support.example.com'), access: { roles: ['supportcom'] } },
    { id: 'warehouse_panel', labelKey: 'app.layout.link.warehouse_panel', url: pick(env, 'VITE_WAREHOUSE_PANEL_URL', 'https://warehouse.example.com'), access: { roles: ['warehouse_panel'] } },
    { id: 'support_desk_tr', labelKey: 'app.layout.link.support_desk', url: pick(env, 'VITE_SUPPORT_DESK_TR_URL', 'https://desk-tr.example.com'), access: { roles: ['franchise_support'], countries: ['TR'] } },
    { id: 'support_desk', labelKey: 'app.layout.link.support_desk', url: pick(env, 'VITE_SUPPORT_DESK_URL', 'https://desk.example.com'), access: { roles: ['franchise_support'] }, exceptCountries: ['TR'] },
    { id: 'pilot_tool', labelKey: 'app.layout.link.pilot_tool', url: pick(env, 'VITE_PILOT_TOOL_URL', 'https://pilot.example.com'), access: { roles: ['franchise_iugo'] } },
    { id: 'development_request_form', labelKey: 'app.layout.link.development_request_form', url: pick(env, 'VITE_DEVELOPMENT_REQUEST_FORM_URL', 'https://forms.example.com/development-request'), access: { roles: ['development_request_form'] } },
  ];
}
