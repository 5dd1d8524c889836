// `npm run check:catalogue`: the plan catalogue and the form definitions
// (scripts/cli/catalogue-check.ts); exits 1 on any finding.
import { checkCatalogueAndForms } from './catalogue-check';

process.exitCode = (await checkCatalogueAndForms()) > 0 ? 1 : 0;
