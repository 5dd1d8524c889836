// `npm run bench`: prints figures for each area; nothing here asserts a timing.
import { benchDomainCore } from './bench/domain-core';
import { benchForms } from './bench/forms';
import { benchSite } from './bench/site';

console.log(`Benchmarks on Node ${process.version}, ${new Date().toISOString()}`);
await benchDomainCore();
await benchSite();
await benchForms();
