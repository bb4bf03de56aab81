import type { MinigameRemote } from '@wl/core';
import { MinigameLayout } from './app/MinigameLayout';
import { MinigamePage, SpinPage } from './app/pages';

/** The minigame remote's `./Minigame`: its own full-screen layout and the minigame and spin pages. */
export const Layout: MinigameRemote['Layout'] = MinigameLayout;
export const pages: MinigameRemote['pages'] = { minigame: MinigamePage, spin: SpinPage };

const remote: MinigameRemote = { Layout, pages };

export default remote;
