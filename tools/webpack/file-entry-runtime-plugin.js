// A Module Federation runtime plugin of the shell's server build: a remote entry registered with a
// file:// URL (a remote's server build on this machine) is required from disk; http(s) entries are
// fetched as usual by the node runtime plugin. The remote's own chunks are then read from its folder.
const { createRequire } = require('node:module');
const { fileURLToPath } = require('node:url');

module.exports = function fileEntryRuntimePlugin() {
  return {
    name: 'wl-file-remote-entries',
    async loadEntry({ remoteInfo }) {
      const url = remoteInfo.entry;
      if (typeof url !== 'string' || !url.startsWith('file://')) return undefined;
      const file = fileURLToPath(url);
      const exported = createRequire(file)(file);
      return (remoteInfo.entryGlobalName && exported[remoteInfo.entryGlobalName]) || exported;
    },
  };
};
