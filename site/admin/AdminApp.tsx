import { useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AdminLayout } from './AdminLayout';
import { ApplicationPage } from './ApplicationPage';
import { ApplicationsPage } from './ApplicationsPage';
import { AuditLogPage } from './AuditLogPage';
import { MemberPage } from './MemberPage';
import { MembersPage } from './MembersPage';
import { SettingsPage } from './SettingsPage';
import { staffLoginPath, staffRequest } from './staff-request';
import { useStaffSession } from './staff-session';
import './admin.css';

/**
 * The staff console under /admin/ (issue 29), loaded only there. Without a staff session, or
 * once the server refuses it, its user is sent to the super-admin's login.
 */
export default function AdminApp() {
  const session = useStaffSession();
  // The server decides: a session ended elsewhere (logout, expiry) is found out at once.
  useEffect(() => {
    if (session) void staffRequest('session');
  }, [session]);
  if (!session) return <Navigate to={staffLoginPath} replace />;
  return (
    <AdminLayout session={session}>
      <Routes>
        <Route index element={<ApplicationsPage />} />
        <Route path="applications/:applicationId/" element={<ApplicationPage />} />
        <Route path="members/" element={<MembersPage />} />
        <Route path="members/:memberId/" element={<MemberPage />} />
        <Route path="audit/" element={<AuditLogPage />} />
        <Route path="settings/" element={<SettingsPage />} />
        <Route path="*" element={<Navigate to="/admin/" replace />} />
      </Routes>
    </AdminLayout>
  );
}
