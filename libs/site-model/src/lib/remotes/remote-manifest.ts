/** The remote manifest the site server hands the shell: container name to entry URL. */
export interface RemoteManifest {
  remotes: Record<string, { entry: string }>;
}
