import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** The database as Kysely sees it: one interface per table, column names as in SQL. */
export interface Database {
  members: MembersTable;
  applications: ApplicationsTable;
  admins: AdminsTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  mfa_codes: MfaCodesTable;
  throttle_counters: ThrottleCountersTable;
  login_addresses: LoginAddressesTable;
  reset_tokens: ResetTokensTable;
  setup_username_codes: SetupUsernameCodesTable;
  signup_requests: SignupRequestsTable;
  votes: VotesTable;
  audit_log: AuditLogTable;
  alerts: AlertsTable;
  seo_entries: SeoEntriesTable;
  personal_urls: PersonalUrlsTable;
  application_drafts: ApplicationDraftsTable;
  saved_applications: SavedApplicationsTable;
  resume_links: ResumeLinksTable;
  application_submissions: ApplicationSubmissionsTable;
  application_copies: ApplicationCopiesTable;
  events: EventsTable;
  event_signups: EventSignupsTable;
  payment_tokens: PaymentTokensTable;
  contact_messages: ContactMessagesTable;
  scholarship_applications: ScholarshipApplicationsTable;
  electronic_consents: ElectronicConsentsTable;
  sandbox_gateway_tokens: SandboxGatewayTokensTable;
  gateway_charges: GatewayChargesTable;
  payment_methods: PaymentMethodsTable;
  member_payments: MemberPaymentsTable;
  beneficiary_updates: BeneficiaryUpdatesTable;
  application_decisions: ApplicationDecisionsTable;
  site_settings: SiteSettingsTable;
  download_requests: DownloadRequestsTable;
  agents: AgentsTable;
  shared_links: SharedLinksTable;
  content_items: ContentItemsTable;
  content_state: ContentStateTable;
}

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** Member data of spec §3 that has no column of its own (names, e-mail and phone do). */
export interface MemberProfile {
  mbaId?: string;
  memberId?: string;
  middleInitial?: string;
  gender?: string;
  relationshipStatus?: string;
  dateOfBirth?: string;
  mailing?: { street?: string; address2?: string; zip?: string; city?: string; state?: string };
  contact?: {
    phone?: { home?: string; work?: string };
    email?: { secondary?: string; emailOptOut?: string };
  };
  military?: { dutyStatus?: string; retirementDate?: string };
  service?: { branch?: string; rank?: string; unit?: string };
}

export type MfaMethod = 'email' | 'sms' | 'voice';

export interface MembersTable {
  id: string;
  username: string | null;
  email: string;
  phone: string | null;
  first_name: string;
  last_name: string;
  password_hash: string;
  mfa_enabled: boolean;
  mfa_methods: JSONColumnType<MfaMethod[]>;
  profile: JSONColumnType<MemberProfile>;
  ssn_cipher: string | null;
  account_status: string;
  status_since: Timestamp | null;
  affiliation: string;
  mba_error: string | null;
  payment_method_last_updated: Timestamp | null;
  bene_last_updated: Timestamp | null;
  created_at: CreatedAt;
}

export interface BeneficiaryEntry {
  name: string;
  relationship: string;
  sharePercent: string;
}

export interface ApplicationsTable {
  id: string;
  member_id: string;
  policy_type: string;
  status: string;
  policy: JSONColumnType<Record<string, unknown>>;
  beneficiaries: JSONColumnType<{ primary: BeneficiaryEntry[]; contingent: BeneficiaryEntry[] }>;
  last_passed_step: string | null;
  created_at: CreatedAt;
}

export interface AdminsTable {
  id: string;
  username: string;
  password_hash: string;
  /** Where a super-admin's codes go; MFA is on when `mfa_methods` names a way (email, voice). */
  email: ColumnType<string | null, string | null | undefined, string | null>;
  phone: ColumnType<string | null, string | null | undefined, string | null>;
  mfa_methods: ColumnType<MfaMethod[], string | undefined, string>;
}

export interface SessionsTable {
  token_hash: string;
  member_id: string | null;
  admin_id: string | null;
  created_at: CreatedAt;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  /** A staff session's last action: one unused for too long has ended (members' stay null). */
  last_seen_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** A password check that succeeded on an account with MFA on: the login waits for a code. */
export interface LoginAttemptsTable {
  id: string;
  /** The member's login, or (admin_id) a super-admin's. */
  member_id: string | null;
  admin_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  expires_at: Timestamp;
  completed_at: Timestamp | null;
}

export interface MfaCodesTable {
  id: string;
  attempt_id: string;
  method: MfaMethod;
  destination: string;
  code_hash: string;
  wrong_tries: Generated<number>;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** Attempts counted per throttled subject in its current window (server/auth/throttle.ts). */
export interface ThrottleCountersTable {
  subject: string;
  attempts: number;
  window_started_at: Timestamp;
  next_allowed_at: Timestamp | null;
}

/** An address an account logged in from with its password (server/auth/login-throttle.ts). */
export interface LoginAddressesTable {
  account: string;
  address: string;
  succeeded_at: Timestamp;
}

export interface ResetTokensTable {
  token_hash: string;
  member_id: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** A code e-mailed to a member without a username; one live code per member. */
export interface SetupUsernameCodesTable {
  id: string;
  member_id: string;
  code_hash: string;
  wrong_tries: Generated<number>;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface VotesTable {
  member_id: string;
  election_id: string;
  nominee_ids: JSONColumnType<string[]>;
  voted_at: Timestamp;
}

/** A sign-up waiting for the e-mailed link (the member row it becomes, plus the link's life). */
export interface SignupRequestsTable {
  token_hash: string;
  email: string;
  username: string | null;
  phone: string | null;
  first_name: string;
  last_name: string;
  password_hash: string;
  profile: JSONColumnType<MemberProfile>;
  ssn_cipher: string | null;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  /** The application whose confirmation the sign-up came from (its sender proved by its key). */
  application_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface AuditLogTable {
  id: Generated<string>;
  admin_id: string | null;
  /** The member whose account changed, for changes a member makes. */
  member_id: string | null;
  action: string;
  detail: JSONColumnType<Record<string, unknown>>;
  at: Timestamp;
}

export interface ElectronicConsentsTable {
  member_id: string;
  given_at: Timestamp;
  expires_at: Timestamp;
  withdrawn_at: Timestamp | null;
}

export interface AlertsTable {
  id: string;
  title: string;
  text: string;
  visible: boolean;
  /** Shown from and until these instants; none: from now on, until hidden. */
  shows_from: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  shows_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Each staff decision on an application, kept with its reason (the application has the last). */
export interface ApplicationDecisionsTable {
  id: Generated<string>;
  application_id: string;
  decision: string;
  reason: string | null;
  admin_id: string;
  decided_at: Timestamp;
}

/** Site settings staff change (the election, the scholarship window), as JSON by key. */
export interface SiteSettingsTable {
  key: string;
  value: JSONColumnType<Record<string, unknown>>;
  updated_at: Timestamp;
}

export interface SeoEntriesTable {
  path: string;
  title: string;
  description: string;
  canonical: string;
}

/** Association events shown on /events/. */
export interface EventsTable {
  id: string;
  title: string;
  starts_at: Timestamp;
  location: string;
  description: string;
}

/** Digital sign-ups for an event, one per e-mail address (lower case). */
export interface EventSignupsTable {
  id: string;
  event_id: string;
  first_name: string;
  last_name: string;
  email: string;
  created_at: CreatedAt;
}

export interface PersonalUrlsTable {
  purl_id: string;
  redirect_url: string;
}

/** A logged-in member's answers so far, resumed on another device (sensitive fields never). */
export interface ApplicationDraftsTable {
  member_id: string;
  app_id: string;
  form_id: string;
  data: JSONColumnType<Record<string, unknown>>;
  passed_steps: JSONColumnType<string[]>;
  last_passed_step: string | null;
  updated_at: Timestamp;
  /** The application's submission key, sent with its steps (null for drafts saved before). */
  submission_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** The form version the answers were saved under (null for drafts saved before: version 1). */
  form_version: ColumnType<number | null, number | null | undefined, number | null>;
}

/** An application saved to finish later (save and return), sensitive fields left out. */
export interface SavedApplicationsTable {
  id: string;
  /** The address its links go to, in lower case. */
  email: string;
  /** The member who saved it, when logged in. */
  member_id: string | null;
  app_id: string;
  form_id: string;
  /** The form definition's version the answers were given to. */
  form_version: number;
  data: JSONColumnType<Record<string, unknown>>;
  passed_steps: JSONColumnType<string[]>;
  last_passed_step: string | null;
  submission_key: string | null;
  saved_at: Timestamp;
  expires_at: Timestamp;
}

/** A single-use link to a saved application, kept as the sha256 of its token. */
export interface ResumeLinksTable {
  token_hash: string;
  saved_application_id: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/**
 * Every submitted application by its idempotency key; sensitive fields encrypted, card and bank
 * numbers replaced by the payment gateway's token, no CVV.
 */
export interface ApplicationSubmissionsTable {
  idempotency_key: string;
  application_id: string;
  reference_number: string;
  app_id: string;
  form_id: string;
  member_id: string | null;
  status: string;
  data: JSONColumnType<Record<string, unknown>>;
  created_at: CreatedAt;
  /**
   * A keyed hash of the answers as sent, CVV left out: a repeated submit is compared with it
   * (null for applications received before, whose sealed answers are compared instead).
   */
  answers_fingerprint: ColumnType<string | null, string | null | undefined, string | null>;
  /** The agent the application was made with (agents.slug), when the visitor came through one. */
  agent_slug: ColumnType<string | null, string | null | undefined, string | null>;
  /** The full name typed as the electronic signature (null for a form that asks none). */
  signature: ColumnType<string | null, string | null | undefined, string | null>;
  /** The consent text shown beside the signature field, word for word. */
  signature_consent: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the signed application was received. */
  signed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The certificate issued on approval ('L4-500001'); null until then. */
  certificate_number: ColumnType<string | null, string | null | undefined, string | null>;
  /** The day the approved coverage starts, YYYY-MM-DD; null until approval. */
  effective_date: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The applicant's PDF copy of a submission, made when it was received. */
export interface ApplicationCopiesTable {
  application_id: string;
  file_name: string;
  /** The PDF, base64: the same text column on PGlite and PostgreSQL. */
  pdf: string;
  created_at: CreatedAt;
}

/**
 * The local payment vault (server/payments/local-vault.ts): each token's number encrypted with
 * the vault's key; never a CVV.
 */
export interface PaymentTokensTable {
  token: string;
  kind: 'card' | 'bank';
  /** The card or account number's digits, AES-256-GCM (`v1:iv:tag:ciphertext`). */
  number_cipher: string;
  /** A bank account's routing number, encrypted the same way. */
  routing_number_cipher: string | null;
  /** A card's network (`visa`, `mc`, `discover`, `other`). */
  brand: string | null;
  last4: string;
  /** A card's MM/YYYY. */
  expiry: string | null;
  account_type: string | null;
  holder: string | null;
  created_at: Timestamp;
}

export interface ContactMessagesTable {
  id: string;
  channel: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  message: string;
  created_at: CreatedAt;
}

export interface ScholarshipApplicationsTable {
  id: string;
  /** The application period's start, as configured: one application per address and period. */
  period_start: string;
  first_name: string;
  last_name: string;
  email: string;
  /** MM/DD/YYYY as the applicant wrote it. */
  date_of_birth: string;
  relationship: string;
  member_number: string | null;
  school: string;
  field_of_study: string;
  essay: string;
  created_at: CreatedAt;
}

/** The sandbox gateway's tokens: what a processor shows its merchant, and the test outcome. */
export interface SandboxGatewayTokensTable {
  token: string;
  kind: 'card' | 'bank';
  brand: string | null;
  last4: string;
  expiry: string | null;
  /** Set for a documented decline number: every charge of the token is declined so. */
  decline_code: string | null;
  decline_message: string | null;
  created_at: Timestamp;
}

/** The gateway side's charges by idempotency key (sandbox and local vault). */
export interface GatewayChargesTable {
  idempotency_key: string;
  token: string;
  amount_cents: number;
  description: string;
  status: 'succeeded' | 'declined';
  receipt_id: string | null;
  decline_code: string | null;
  decline_message: string | null;
  created_at: Timestamp;
}

/** A member's payment method on file: the gateway's token and what may be shown of it. */
export interface PaymentMethodsTable {
  member_id: string;
  kind: 'card' | 'bank';
  token: string;
  brand: string | null;
  bank_name: string | null;
  last4: string;
  expiry: string | null;
  updated_at: Timestamp;
  /** The method on file before the last change (none: there was none), while it may be undone. */
  previous: ColumnType<StoredPaymentMethod | null, string | null | undefined, string | null>;
}

/** A payment method as kept on file, its token but no number. */
export interface StoredPaymentMethod {
  kind: 'card' | 'bank';
  token: string;
  brand: string | null;
  bank_name: string | null;
  last4: string;
  expiry: string | null;
  updated_at: string;
}

/** A payment a member made in the payment center, succeeded or declined. */
export interface MemberPaymentsTable {
  id: string;
  member_id: string;
  idempotency_key: string;
  application_id: string;
  certificate_number: string | null;
  policy_type: string;
  frequency: string;
  amount_cents: number;
  method_kind: 'card' | 'bank';
  brand: string | null;
  bank_name: string | null;
  last4: string;
  /** `processing` while the gateway is asked. */
  status: 'processing' | 'succeeded' | 'declined';
  receipt_id: string | null;
  decline_message: string | null;
  created_at: Timestamp;
}

/** Beneficiaries a member asked for on an approved application, applied by the association. */
export interface BeneficiaryUpdatesTable {
  id: string;
  member_id: string;
  application_id: string;
  beneficiaries: JSONColumnType<{ primary: BeneficiaryEntry[]; contingent: BeneficiaryEntry[] }>;
  requested_at: Timestamp;
  /** When the member cancelled it while pending; null while it stands. */
  cancelled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface DownloadRequestsTable {
  id: string;
  /** The document's link, as the site serves it (/documents/...pdf). */
  document: string;
  first_name: string;
  last_name: string;
  email: string;
  created_at: CreatedAt;
}

export interface AgentsTable {
  slug: string;
  first_name: string;
  last_name: string;
  title: string;
  email: string;
  phone: string;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
}

export interface SharedLinksTable {
  id: string;
  /** 'application' (the share-app e-mail) or 'benchmark' (the calculator's estimate). */
  kind: string;
  sender_name: string;
  recipient: string;
  link: string;
  created_at: CreatedAt;
}

/** One content file or plan page as loaded at start (server/content/load.ts). */
export interface ContentItemsTable {
  /** "<folder>/<slug>", "life-events/<event>/<section>" or "plans/<path>". */
  key: string;
  type: string;
  slug: string;
  /** A life-event section's event slug. */
  parent: string | null;
  path: string;
  title: string;
  summary: string;
  body_html: string;
  body_text: string;
  published: string;
  updated: string | null;
  seo_title: string;
  seo_description: string;
  sort_order: ColumnType<number, number | undefined, number>;
  /** The type's own front matter fields (category, duration, src, group, ...). */
  fields: JSONColumnType<Record<string, unknown>>;
  /** Keys of related items, in the file's order. */
  related: JSONColumnType<string[]>;
  /** Generated from title, summary and body_text. */
  search: ColumnType<string, never, never>;
}

export interface ContentStateTable {
  id: string;
  /** SHA-256 of every file loaded: a start with the same files loads nothing. */
  digest: string;
  loaded_at: CreatedAt;
}
