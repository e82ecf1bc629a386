import os from 'node:os';
import path from 'node:path';

/**
 * Where trackctl keeps its settings: `$XDG_CONFIG_HOME/trackctl`, or `~/.config/trackctl` when the
 * variable is unset or not an absolute path (as the XDG base directory spec asks).
 */
function configDir(env: NodeJS.ProcessEnv): string {
  const xdg = env.XDG_CONFIG_HOME;
  const base = xdg && path.isAbsolute(xdg) ? xdg : path.join(env.HOME || os.homedir(), '.config');
  return path.join(base, 'trackctl');
}

export function configFile(env: NodeJS.ProcessEnv): string {
  return path.join(configDir(env), 'config.json');
}
