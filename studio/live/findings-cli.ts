// Run by the studio in a process of its own after each save (findings-process.ts): the checker
// takes seconds and reads the plan catalogue when it loads, so a fresh process sees plan edits.
// Prints the findings as one JSON array.
import { catalogueFindings } from './catalogue-findings';

const [formsDir, plansDir] = process.argv.slice(2);
if (!formsDir || !plansDir) {
  console.error('usage: findings-cli <forms folder> <plans catalogue folder>');
  process.exit(2);
}
process.stdout.write(JSON.stringify(catalogueFindings({ formsDir, plansDir })));
