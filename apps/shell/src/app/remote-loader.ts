import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  MINIGAME_EXPOSE,
  MINIGAME_REMOTE_NAME,
  TEMPLATE_EXPOSE,
  remoteNameOf,
  type MinigameRemote,
  type RemoteManifest,
  type TemplateDefinition,
  type TemplateModule,
  type TemplateRemote,
} from '@wl/core';

/**
 * Registers one remote from the manifest the server wrote into the page (its URL is decided at deploy
 * time) and loads one exposed module from it.
 */
async function loadExposed<T>(
  manifest: RemoteManifest,
  name: string,
  expose: string,
  retry: boolean,
): Promise<T> {
  const remote = manifest.remotes[name];
  if (!remote) throw new Error(`No remote named ${name} is deployed`);
  // On a retry the failed entry must be fetched again rather than served from the runtime's cache.
  registerRemotes([{ name, entry: remote.entry }], { force: retry });
  const module = await loadRemote<T>(`${name}/${expose.replace(/^\.\//, '')}`);
  if (!module) throw new Error(`The ${name} remote did not expose ${expose}`);
  return module;
}

/** Loads the site's template: the family's remote, then that template's own chunk inside it. */
export async function loadTemplateModule(
  manifest: RemoteManifest,
  template: TemplateDefinition,
  retry: boolean,
): Promise<TemplateModule> {
  const remote = await loadExposed<TemplateRemote>(
    manifest,
    remoteNameOf(template.family),
    TEMPLATE_EXPOSE,
    retry,
  );
  return remote.loadTemplate(template.templateId);
}

export async function loadMinigameModule(manifest: RemoteManifest, retry: boolean): Promise<MinigameRemote> {
  const module = await loadExposed<{ default: MinigameRemote }>(
    manifest,
    MINIGAME_REMOTE_NAME,
    MINIGAME_EXPOSE,
    retry,
  );
  return module.default;
}
