// `npm run forms:lock`: records each form's version in forms/versions.lock.json when it is not
// there yet (after raising a form's /version). A version already locked keeps its shape: a
// changed form needs a new version, or `-- --replace <formId>` for a version never released.
// The file is written as prettier lays it out, so `npm test`'s format check passes.
import { writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import {
  formFiles,
  fragments,
  readVersionsLock,
  versionsLockPath,
  withFormVersions,
} from '../../forms';

const args = process.argv.slice(2);
const replace = args.flatMap((arg, i) => (args[i - 1] === '--replace' ? [arg] : []));
const { lock, refused } = withFormVersions(formFiles, fragments, readVersionsLock(), replace);
for (const finding of refused) console.error(finding);
const options = (await resolveConfig(versionsLockPath)) ?? {};
writeFileSync(
  versionsLockPath,
  await format(JSON.stringify(lock), { ...options, filepath: versionsLockPath }),
);
console.log(`${versionsLockPath}: ${Object.keys(lock).length} forms.`);
process.exitCode = refused.length > 0 ? 1 : 0;
