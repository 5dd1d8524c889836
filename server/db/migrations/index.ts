import type { Migration } from 'kysely';
import * as initial from './2026-11-21-01-initial';
import * as applicationTables from './2026-11-22-01-application-tables';
import * as events from './2026-11-22-02-events';
import * as draftSubmissionKey from './2026-11-24-01-draft-submission-key';
import * as throttleCounters from './2026-11-25-01-throttle-counters';
import * as setupUsernameCodes from './2026-11-25-02-setup-username-codes';
import * as paymentTokens from './2026-11-25-03-payment-tokens';
import * as uniqueEmail from './2026-11-25-04-unique-email';
import * as signupRequests from './2026-11-25-05-signup-requests';
import * as memberAudit from './2026-11-26-10-member-audit';
import * as electronicConsents from './2026-11-26-11-electronic-consents';
import * as paymentCenter from './2026-11-26-15-payment-center';
import * as staffConsole from './2026-11-26-20-staff-console';
import * as adminMfa from './2026-11-26-21-admin-mfa';
import * as contactMessages from './2026-11-26-50-contact-messages';
import * as scholarshipApplications from './2026-11-26-51-scholarship-applications';
import * as content from './2026-11-27-30-content';
import * as downloadRequests from './2026-11-27-40-download-requests';
import * as agents from './2026-11-27-41-agents';
import * as sharedLinks from './2026-11-27-42-shared-links';
import * as savedApplications from './2026-11-28-10-saved-applications';
import * as applicationCopies from './2026-11-28-20-application-copies';
import * as draftFormVersion from './2026-11-28-30-draft-form-version';
import * as savedApplicationsOwnLinks from './2026-12-01-10-saved-applications-own-links';
import * as beneficiaryUpdateCancelled from './2026-12-01-20-beneficiary-update-cancelled';
import * as loginAddresses from './2026-12-01-30-login-addresses';
import * as auditLogNoTruncate from './2026-12-01-40-audit-log-no-truncate';
import * as paymentMethodPrevious from './2026-12-01-50-payment-method-previous';
import * as signupApplication from './2026-12-01-60-signup-application';
import * as issuedCertificates from './2026-12-02-10-issued-certificates';

/**
 * Every migration, by name; names sort in the order they apply. To add one: a new file in this
 * folder named with the next date and number, and one line here.
 */
export const migrations: Record<string, Migration> = {
  '2026-11-21-01-initial': initial,
  '2026-11-22-01-application-tables': applicationTables,
  '2026-11-22-02-events': events,
  '2026-11-24-01-draft-submission-key': draftSubmissionKey,
  '2026-11-25-01-throttle-counters': throttleCounters,
  '2026-11-25-02-setup-username-codes': setupUsernameCodes,
  '2026-11-25-03-payment-tokens': paymentTokens,
  '2026-11-25-04-unique-email': uniqueEmail,
  '2026-11-25-05-signup-requests': signupRequests,
  '2026-11-26-10-member-audit': memberAudit,
  '2026-11-26-11-electronic-consents': electronicConsents,
  '2026-11-26-15-payment-center': paymentCenter,
  '2026-11-26-20-staff-console': staffConsole,
  '2026-11-26-21-admin-mfa': adminMfa,
  '2026-11-26-50-contact-messages': contactMessages,
  '2026-11-26-51-scholarship-applications': scholarshipApplications,
  '2026-11-27-30-content': content,
  '2026-11-27-40-download-requests': downloadRequests,
  '2026-11-27-41-agents': agents,
  '2026-11-27-42-shared-links': sharedLinks,
  '2026-11-28-10-saved-applications': savedApplications,
  '2026-11-28-20-application-copies': applicationCopies,
  '2026-11-28-30-draft-form-version': draftFormVersion,
  '2026-12-01-10-saved-applications-own-links': savedApplicationsOwnLinks,
  '2026-12-01-20-beneficiary-update-cancelled': beneficiaryUpdateCancelled,
  '2026-12-01-30-login-addresses': loginAddresses,
  '2026-12-01-40-audit-log-no-truncate': auditLogNoTruncate,
  '2026-12-01-50-payment-method-previous': paymentMethodPrevious,
  '2026-12-01-60-signup-application': signupApplication,
  '2026-12-02-10-issued-certificates': issuedCertificates,
};
