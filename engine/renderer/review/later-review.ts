// What the wizard shows from the review on, in one module loaded after the first step
// (reviewModule): the review, and the outcome of the Send it ends with. Sending is only possible
// from the review shown, so the outcome has come by then, whatever the connection does next.
export { Review } from './Review';
export { SubmissionOutcome } from './SubmissionOutcome';
