import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A namespace a remote registered, and the folder of its `<LANG>.json` files. */
export interface RemoteMessageFolder {
  namespace: string;
  dir: string;
}

export const WORKSPACE = path.resolve(__dirname, '../../../../..');

/**
 * The player front-end's projects (apps and libs), without the server's, the browser tests' and the back
 * office (its own app with its own messages, checked by its own spec).
 */
export function browserProjects(): string[] {
  return ['apps', 'libs'].flatMap((root) =>
    readdirSync(path.join(WORKSPACE, root))
      .map((name) => path.join(WORKSPACE, root, name))
      .filter((dir) => {
        try {
          const { tags = [] }: { tags?: string[] } = JSON.parse(
            readFileSync(path.join(dir, 'project.json'), 'utf8'),
          );
          return !['scope:server', 'scope:e2e', 'scope:backoffice'].some((tag) => tags.includes(tag));
        } catch {
          return false;
        }
      }),
  );
}

/**
 * The namespaces remotes bring with them: each project's `src/messages/index.ts` registers one with
 * `registerMessages('<namespace>', ...)` and keeps its `<LANG>.json` files beside it.
 */
export function remoteMessageFolders(): RemoteMessageFolder[] {
  return browserProjects().flatMap((project) => {
    const index = path.join(project, 'src', 'messages', 'index.ts');
    if (!existsSync(index)) return [];
    const call = /registerMessages\(\s*'([\w-]+)'/.exec(readFileSync(index, 'utf8'));
    if (!call?.[1]) throw new Error(`${index} registers no namespace`);
    return [{ namespace: call[1], dir: path.dirname(index) }];
  });
}

/** One language's messages of a remote's namespace. */
export function readRemoteMessages(folder: RemoteMessageFolder, code: string): Record<string, string> {
  return JSON.parse(readFileSync(path.join(folder.dir, `${code}.json`), 'utf8'));
}
