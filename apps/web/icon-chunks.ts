import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';

/**
 * The icons only the merchant and admin consoles draw (decision 012). Every public page loads the
 * shared `icons` chunk, so an icon that no public screen uses goes to `console-icons` instead: a
 * file is a console's when it lives under a console's feature folder or route. An icon name this
 * cannot resolve stays in the shared chunk.
 */
const CONSOLE_FILES =
  /^(features[\\/](merchant|admin)[\\/]|routes[\\/](merchant-dashboard|admin-)|layouts[\\/]console-shell)/;

function sourceFiles(dir: string, files: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourceFiles(path, files);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) files.push(path);
  }
  return files;
}

/** Icon module file (`circle-check.mjs`) of each name lucide-react exports, aliases included. */
function iconFiles(): Map<string, string> {
  const index = createRequire(import.meta.url)
    .resolve('lucide-react')
    .replace(/[^\\/]+$/, '');
  const esm = readFileSync(join(index, '../esm/lucide-react.mjs'), 'utf8');
  const files = new Map<string, string>();
  for (const [, names, file] of esm.matchAll(/export \{([^}]+)\} from '\.\/icons\/([^']+)'/g)) {
    for (const [, name] of names!.matchAll(/default as (\w+)/g)) files.set(name!, file!);
  }
  return files;
}

/** The icon module files imported by console files and by no other file of `appDir`. */
export function consoleOnlyIcons(appDir: string): Set<string> {
  const files = iconFiles();
  const publicIcons = new Set<string>();
  const consoleIcons = new Set<string>();
  for (const path of sourceFiles(appDir)) {
    const source = readFileSync(path, 'utf8');
    const isConsole = CONSOLE_FILES.test(relative(appDir, path));
    for (const [, names] of source.matchAll(/import\s*(?:type\s*)?\{([^}]+)\}\s*from\s*'lucide-react'/g)) {
      for (const name of names!.split(',').map(
        (n) =>
          n
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0]!,
      )) {
        const file = files.get(name);
        if (file) (isConsole ? consoleIcons : publicIcons).add(file);
      }
    }
  }
  return new Set([...consoleIcons].filter((file) => !publicIcons.has(file)));
}
