import { watch, type FSWatcher } from 'node:fs';

/**
 * Calls `changed` once a burst of saves in the folders (an editor writes a file in several
 * steps) has settled for `settleMs`, with the JSON files named by the burst.
 */
export function watchFolders(
  folders: readonly string[],
  changed: (files: string[]) => void,
  settleMs = 80,
): { close: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const files = new Set<string>();
  const watchers: FSWatcher[] = folders.map((folder) =>
    watch(folder, { recursive: true }, (_event, name) => {
      if (name && !String(name).endsWith('.json')) return;
      if (name) files.add(String(name));
      clearTimeout(timer);
      timer = setTimeout(() => {
        const named = [...files];
        files.clear();
        changed(named);
      }, settleMs);
    }),
  );
  return {
    close: () => {
      clearTimeout(timer);
      watchers.forEach((watcher) => watcher.close());
    },
  };
}
