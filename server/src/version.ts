import packageJson from '../package.json' with { type: 'json' };

/** The server's version, from its package.json (bundled in, so it holds for the built server too). */
export const SERVER_VERSION: string = packageJson.version;
