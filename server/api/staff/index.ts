import type { ApiActions } from '../action';
import { application } from './application';
import { applications } from './applications';
import { auditLog } from './audit-log';
import { changeMemberStatus } from './change-member-status';
import { decideApplication } from './decide-application';
import { linkApplication } from './link-application';
import { logout } from './logout';
import { member } from './member';
import { members } from './members';
import { resendPasswordReset } from './resend-password-reset';
import { resendUsername } from './resend-username';
import { revealSsn } from './reveal-ssn';
import { deleteSeoEntry, saveSeoEntry } from './seo-entries';
import { session } from './session';
import { settings } from './settings';
import { unlockLogin } from './unlock-login';
import { updateAlert } from './update-alert';
import { updateElection, updateScholarship } from './update-windows';

/**
 * The staff console's api (issue 29): every action needs the super-admin's live session and is
 * written to the audit log (staff-action.ts).
 */
export const staff: ApiActions = {
  session,
  logout,
  applications,
  application,
  revealSsn,
  decideApplication,
  linkApplication,
  auditLog,
  members,
  member,
  changeMemberStatus,
  unlockLogin,
  resendUsername,
  resendPasswordReset,
  settings,
  updateAlert,
  saveSeoEntry,
  deleteSeoEntry,
  updateElection,
  updateScholarship,
};
