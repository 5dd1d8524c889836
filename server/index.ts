// Public face of server/: the API server of the single endpoint, with its database and messengers.
export { buildServer, type BuildServerOptions } from './app';
export { defaultConfig, loadConfig, type ServerConfig } from './config';
export { openDatabase, dropSchema, type DatabaseHandle, type DatabaseOptions } from './db/connect';
export { migrateToLatest } from './db/migrate';
export type { Database } from './db/schema';
export { ssnCipher, loadSsnKey } from './auth/ssn-cipher';
export { outboxMailer, smtpMailer, type Mailer, type MailMessage } from './mail/mailer';
export { outboxPhoneMessenger, type PhoneMessenger } from './mail/phone-messenger';
export { localPaymentVault, loadPaymentVaultKey, type PaymentGateway } from './payments';
export { startServer, type StartOptions, type RunningServer } from './start';
export { seedDemoData, resetDemoData, demoAccounts } from './demo/seed';
export type { ActionDefinition, ActionContext, ApiActions } from './api/action';
export { loadLazyApis } from './api/registry';
export { electionId, votesOf } from './members/votes';
// The queries of getUser, for the bench's bare baseline to run the very same statements.
export { memberOfLiveSession } from './auth/member-session';
export { unlockStaffLogin } from './auth/staff-login-unlock';
export { applicationsOf } from './members/user-data';
