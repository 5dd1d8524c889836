// The member's own area (spec 2 "My account"): its layout and one page per section.
export { AccountLayout } from './AccountLayout';
export { AccountPage } from './AccountPage';
export { useMember, type Member } from './use-member';
