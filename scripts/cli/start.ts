// The server's entry point: `npm start` builds the site and this file's bundle
// (scripts/build/build-server.ts), then runs `node dist/server/start.js`. Serves the product on
// http://localhost:3000 (PORT overrides) with the embedded database and demo data.
import { bootEmbeddedDatabase } from '../../server/boot';

// The embedded database boots (its WebAssembly compiles, its Postgres starts) while the server's
// modules load: a dynamic import, so that they load after this line has run.
const pglite = bootEmbeddedDatabase();
const { startServer } = await import('../../server');
const server = await startServer({ ...(pglite ? { pglite } : {}) });
console.log(`Serving on ${server.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
