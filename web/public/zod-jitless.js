// The server's CSP forbids eval, so zod must not try `new Function` to speed up parsing (the
// attempt alone logs a CSP violation). It reads this before any schema is built: a classic
// script runs before the app's modules, whatever order the bundler gives them.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
