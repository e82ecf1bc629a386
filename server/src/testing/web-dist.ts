import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A built console's folder for a test: its index.html and these files under assets/. */
export function createWebDist(assets: Record<string, string | Buffer>): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'tracker-dist-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Tracker console</title><div id="root"></div>');
  mkdirSync(path.join(dir, 'assets'));
  for (const [name, content] of Object.entries(assets)) writeFileSync(path.join(dir, 'assets', name), content);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
