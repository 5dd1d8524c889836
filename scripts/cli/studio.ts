// `npm run studio`: the catalogue studio on http://localhost:3100 (STUDIO_PORT overrides), reading
// forms/ and plans/catalogue/ and redrawing its pages after each save. Local only: it listens on
// 127.0.0.1 and is no part of `npm start`.
import { fileURLToPath } from 'node:url';
import { createStudio } from '../../studio';

const port = Number(process.env.STUDIO_PORT ?? 3100);
const app = await createStudio({
  formsDir: process.env.STUDIO_FORMS_DIR ?? fileURLToPath(new URL('../../forms', import.meta.url)),
  plansDir:
    process.env.STUDIO_PLANS_DIR ??
    fileURLToPath(new URL('../../plans/catalogue', import.meta.url)),
});
await app.listen({ host: '127.0.0.1', port });
console.log(`Catalogue studio on http://127.0.0.1:${port}/`);
