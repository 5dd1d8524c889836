// `npm run check:content`: the content files only (scripts/cli/content-check.ts); exits 1 on any
// finding.
import { contentFindings } from './content-check';

process.exitCode = contentFindings() > 0 ? 1 : 0;
