// `npm start` runs this after the site build: bundles the server into dist/server/start.js.
import { bundleServer } from './server-bundle';

await bundleServer();
