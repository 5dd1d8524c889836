/**
 * A valid input of every staff action but its session, so that only the session decides the
 * answer: the staff api's refusal tests and the fuzzer's seeds.
 */
export const staffActionInputs: Record<string, Record<string, unknown>> = {
  session: {},
  logout: {},
  applications: { status: 'received', page: 1 },
  application: { applicationId: 'none' },
  revealSsn: { applicationId: 'none', path: 'insured.ssn', reason: 'Checking with the carrier' },
  decideApplication: { applicationId: 'none', decision: 'reject', reason: 'Not eligible' },
  linkApplication: { applicationId: 'none', memberId: 'none', reason: 'Called with the reference' },
  auditLog: { query: 'login' },
  members: { query: 'demo' },
  member: { memberId: 'none' },
  changeMemberStatus: { memberId: 'none', status: 'E', reason: 'Lapsed' },
  unlockLogin: { memberId: 'none' },
  resendUsername: { memberId: 'none' },
  resendPasswordReset: { memberId: 'none' },
  settings: {},
  updateAlert: { title: 'Hours', text: 'Open today', visible: true },
  saveSeoEntry: { path: '/about/', title: 'About', description: 'Who we are', canonical: '' },
  deleteSeoEntry: { path: '/about/' },
  updateElection: {
    annualMeeting: 69,
    start: '2026-07-01T00:00',
    end: '2026-10-16T00:00',
    meeting: '2026-10-16T10:00',
    candidates: [
      { id: 'nominee-1', name: 'A', summary: '', recommended: true },
      { id: 'nominee-2', name: 'B', summary: '', recommended: true },
    ],
  },
  updateScholarship: { start: '2026-12-01T06:00', end: '2027-02-26T15:00' },
};
