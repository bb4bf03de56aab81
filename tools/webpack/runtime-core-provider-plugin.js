// A Module Federation runtime plugin of the shell's browser build: it hands the shell's own copy of the
// federation runtime core to the remotes (built with `externalRuntime`), so a player downloads that code
// once, not once more in every remote's entry. It is the module the shell's runtime already runs (one
// copy), where the library's own provider plugin imports a second path to it and so a second copy.
import * as runtimeCore from '@module-federation/runtime-core';

export default function runtimeCoreProviderPlugin() {
  return {
    name: 'wl-runtime-core-provider',
    beforeInit(args) {
      runtimeCore.Global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      return args;
    },
  };
}
