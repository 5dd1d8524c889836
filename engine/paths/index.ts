export { stepPaths, stepVariants, sampleResult, type StepPath } from './step-paths';
export { verifyPath, type PathReport } from './verify-path';
export { pathFindings } from './path-findings';
export { validValue, invalidCases, withValue, type InvalidCase } from './sample-data';
export {
  keywordSamples,
  formatSamples,
  samplesFor,
  bornAged,
  type Samples,
  type SampleContext,
} from './samples';
export { savedSample, type SavedSample } from './saved-sample';
