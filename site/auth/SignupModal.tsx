import { useCallback } from 'react';
import { Modal } from '../app/Modal';
import { signupModalStore, useSignupModal } from '../stores';
import { SignupForm } from './SignupForm';

export function SignupModal() {
  const open = useSignupModal((state) => state.open);
  const close = useCallback(() => signupModalStore.getState().close(), []);
  return (
    <Modal open={open} title="Become a member" onClose={close} name="signup">
      <p>Membership is open to military members, veterans, federal employees and their spouses.</p>
      <SignupForm />
    </Modal>
  );
}
