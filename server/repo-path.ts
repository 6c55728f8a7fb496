// A path in the repository's committed files (media/: product photographs, the print fonts),
// the same from the sources (server/) and from the compiled server (dist-server/server/).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export function repoPath(...parts: string[]): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const up = here.split(path.sep).includes('dist-server') ? '../..' : '..';
  return path.resolve(here, up, ...parts);
}
