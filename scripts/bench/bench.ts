// `npm run bench`: prints figures for each area; nothing here asserts a timing.
import { carryOn } from './carry-on';
import { benchDomainCore } from './domain-core';
import { benchForms } from './forms';
import { benchSite } from './site';

console.log(`Benchmarks on Node ${process.version}, ${new Date().toISOString()}`);
// Each area goes on whatever the one before met: a figure that fails says so with the load.
await carryOn('domain core', benchDomainCore);
await carryOn('site', benchSite);
await carryOn('form engine', benchForms);
