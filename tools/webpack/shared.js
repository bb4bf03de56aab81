// Packages every Module Federation container shares as singletons, so shell and remotes run one React,
// one router, one MobX and one copy of each workspace lib (and so one store instance per page).
const path = require('node:path');
const pkg = require('../../package.json');
const tsconfig = require('../../tsconfig.base.json');

const workspaceRoot = path.resolve(__dirname, '../..');

// react-i18next is not among them: it reaches the containers only through @wl/i18n (lint), whose shared
// copy holds the one part of it the pages use; a shared package is loaded whole, never tree-shaken.
const npmSingletons = ['react', 'react-dom', 'mobx', 'mobx-react-lite', 'i18next', 'axios'];

/** Workspace libs that may run in the browser (libs/platform is server-only and never shared). */
// @wl/wallet and @wl/member hold stores the shell loads with the session and the remotes show; the
// site model comes through @wl/core (which re-exports it), and so do the session-ending error keys;
// @wl/money is read by shared libs and the remotes alike, so one copy is shared. @wl/rewards holds the
// rewards stores the shell (the rewards icon's count), the templates (/mission, /leaderboard) and the
// minigame remote (/minigame, /spin) all show: everyone reaches it by a dynamic import, so the shell only
// registers it and no first visit loads it.
const browserLibs = [
  '@wl/core',
  '@wl/api',
  '@wl/ui',
  '@wl/i18n',
  '@wl/router',
  '@wl/wallet',
  '@wl/member',
  '@wl/money',
  '@wl/rewards',
];

/**
 * The shared modules of one container. The shell provides every one of them; a remote only consumes
 * them (`import: false`): it always runs inside the shell, so a fallback copy of its own would never
 * load, and leaving it out keeps the remote's entry and folder smaller.
 */
function sharedConfig({ host = true } = {}) {
  const consumeOnly = host ? {} : { import: false };
  const shared = {};
  for (const name of npmSingletons) {
    shared[name] = { singleton: true, requiredVersion: pkg.dependencies[name], eager: false, ...consumeOnly };
  }
  for (const name of browserLibs) {
    shared[name] = {
      singleton: true,
      requiredVersion: false,
      version: pkg.version,
      eager: false,
      ...consumeOnly,
    };
  }
  return shared;
}

/** webpack resolve.alias entries for the tsconfig path mappings of the workspace libs. */
function workspaceAliases() {
  const alias = {};
  for (const [name, targets] of Object.entries(tsconfig.compilerOptions.paths)) {
    alias[`${name}$`] = path.join(workspaceRoot, targets[0]);
  }
  return alias;
}

module.exports = { sharedConfig, workspaceAliases, workspaceRoot, browserLibs, npmSingletons };
