// The development entry (`npm run dev`): NODE_ENV defaults to development, so a terminal gets the
// pretty log (pino-pretty) while production and piped output keep JSON lines. Then the server.
process.env.NODE_ENV ??= 'development';
void import('./main');
