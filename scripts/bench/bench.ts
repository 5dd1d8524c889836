// `npm run bench`: prints figures for each area; nothing here asserts a timing.
import { benchDomainCore } from './domain-core';
import { benchForms } from './forms';
import { benchSite } from './site';

console.log(`Benchmarks on Node ${process.version}, ${new Date().toISOString()}`);
await benchDomainCore();
await benchSite();
await benchForms();
