import { PageHeading } from '../../app/PageHeading';
import { ContactDetailsForm } from './ContactDetailsForm';
import { ElectronicDelivery } from './ElectronicDelivery';
import { PasswordChangeForm } from './PasswordChangeForm';

/** The member's contact details, password and electronic-delivery consent (issue 21). */
export function ProfilePage() {
  return (
    <div className="page account-page" data-page="account-profile">
      <PageHeading>Profile and settings</PageHeading>
      <ContactDetailsForm />
      <PasswordChangeForm />
      <ElectronicDelivery />
    </div>
  );
}
