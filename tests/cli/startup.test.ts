import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runTrackctl, trackctlEntry } from '../support/trackctl';

const dist = path.dirname(trackctlEntry);

/** The files Node loads before running any code: the entry and everything it imports statically. */
async function staticGraph(entry: string): Promise<{ files: Map<string, string>; packages: Set<string> }> {
  const files = new Map<string, string>();
  const packages = new Set<string>();
  const queue = [entry];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (files.has(file)) continue;
    const text = await readFile(file, 'utf8');
    files.set(file, text);
    // Top-level `import ... from "x"` and `import "x"`; dynamic `import("x")` is left out on purpose.
    for (const match of text.matchAll(/^import\s(?:[^;]*?\sfrom\s*)?["']([^"']+)["']/gms)) {
      const specifier = match[1] ?? '';
      if (specifier.startsWith('.')) queue.push(path.resolve(path.dirname(file), specifier));
      else packages.add(specifier.replace(/^node:/, ''));
    }
  }
  return { files, packages };
}

describe('trackctl start-up', () => {
  it('loads neither React nor Ink nor the API contract before a command needs them', async () => {
    const { files, packages } = await staticGraph(trackctlEntry);

    // commander is in the bundle; Node's own modules come through process.getBuiltinModule(), not
    // imports, whose ESM views would load what nobody uses (undici for node:http, streams for node:fs).
    expect([...files.values()].some((text) => text.includes('node_modules/commander/lib/command.js'))).toBe(true);
    for (const name of packages) expect(name).not.toMatch(/^(react|ink|commander)(\/|$)/);
    expect([...packages].filter((name) => /^(fs|http|https|process|module|crypto|child_process)(\/|$)/.test(name))).toEqual([]);
    for (const text of files.values()) {
      expect(text).not.toContain('node_modules/zod/');
      expect(text).not.toContain('../core/src/');
    }
    // They are in the build, in chunks loaded later; so the checks above looked at the right files.
    const lazy = (await readdir(dist)).filter((name) => name.endsWith('.js')).map((name) => path.join(dist, name));
    const lazyTexts = await Promise.all(lazy.filter((file) => !files.has(file)).map((file) => readFile(file, 'utf8')));
    expect(lazyTexts.some((text) => /^import .* from "ink";$/m.test(text))).toBe(true);
    expect(lazyTexts.some((text) => text.includes('node_modules/zod/'))).toBe(true);
  });

  it("loads one noun's verbs for a command of that noun, and neither zod nor core with them", async () => {
    const { files } = await staticGraph(trackctlEntry);
    const nouns = (await readdir(dist)).filter((name) => /^register-[a-z]+-[\w-]+\.js$/.test(name));

    // Each noun is a chunk of its own, loaded by one dynamic import: top-level --help loads none.
    expect(nouns.length).toBeGreaterThanOrEqual(13);
    for (const noun of nouns) {
      expect(files.has(path.join(dist, noun))).toBe(false);
      for (const text of (await staticGraph(path.join(dist, noun))).files.values()) {
        expect(text, noun).not.toContain('node_modules/zod/');
        expect(text, noun).not.toContain('../core/src/');
      }
    }
  });

  it('answers --help and --version at once, without a server', async () => {
    const help = await runTrackctl(['--help']);
    const version = await runTrackctl(['--version']);

    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: trackctl');
    expect(version.code).toBe(0);
    expect(version.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
  });
});
