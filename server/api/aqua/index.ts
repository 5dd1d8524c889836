import type { ApiActions } from '../action';
import { initiateAdminMfa, verifyAdminMfaCode } from './admin-mfa';
import { ballot } from './ballot';
import { confirmSetupUsername } from './confirm-setup-username';
import { confirmSignup } from './confirm-signup';
import { electronicConsent } from './electronic-consent';
import { findYourUsername } from './find-your-username';
import { forgotPassword } from './forgot-password';
import { getUser } from './get-user';
import { initiateMfa } from './initiate-mfa';
import { login } from './login';
import { loginSuperAdmin } from './login-super-admin';
import { logout } from './logout';
import { memberCertificates } from './member-certificates';
import { resendMfaCode } from './resend-mfa-code';
import { resetPassword } from './reset-password';
import { setupUsername } from './setup-username';
import { signup } from './signup';
import { updateContactInfo } from './update-contact-info';
import { updatePassword } from './update-password';
import { verifyMfaCode } from './verify-mfa-code';

/** The auth api of spec §7 ('aqua') plus the ballot. */
export const aqua: ApiActions = {
  login,
  loginSuperAdmin,
  initiateAdminMfa,
  verifyAdminMfaCode,
  signup,
  confirmSignup,
  setupUsername,
  confirmSetupUsername,
  forgotPassword,
  resetPassword,
  findYourUsername,
  getUser,
  updatePassword,
  updateContactInfo,
  initiateMfa,
  verifyMfaCode,
  resendMfaCode,
  logout,
  ballot,
  electronicConsent,
  memberCertificates,
};
