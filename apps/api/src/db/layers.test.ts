import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The database folder is the bottom layer: schema, client and the demo data set's plain rows. The
// modules build on it; what builds on the modules (the demo loader, test factories) lives above them.
const dbDir = fileURLToPath(new URL('.', import.meta.url));
const srcDir = join(dbDir, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('the database layer', () => {
  it('imports nothing from the modules above it', () => {
    const upward = sources(dbDir).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)]
        .map((match) => match[1]!)
        .filter((target) => relative(srcDir, join(dirname(file), target)).split('/')[0] === 'modules')
        .map((target) => `${relative(srcDir, file)} imports ${target}`),
    );
    expect(upward).toEqual([]);
  });
});
