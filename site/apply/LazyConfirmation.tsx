import type { SubmitResult } from '../../engine';
import { laterModule, useLaterModule } from '../../engine/renderer';

// Its own chunk: shown once the application is sent, never on the first step, so it is not part
// of the route's JavaScript (the 150 KB budget); the wizard prefetches it once it is ready.
export const confirmationModule = laterModule(() => import('./ApplicationConfirmation'));

/** The site's confirmation of an application received, loaded on demand. */
export function LazyConfirmation({ result }: { readonly result: SubmitResult }) {
  const later = useLaterModule(confirmationModule);
  if (later.status === 'ready') return <later.module.ApplicationConfirmation result={result} />;
  // Not here yet, or the connection was lost: the application was received all the same, and its
  // reference number is what the applicant needs from this page.
  return (
    <>
      <p>Thank you. We have received your application.</p>
      <p>
        Your reference number is <strong>{result.referenceNumber}</strong>.
      </p>
    </>
  );
}
