/** Trust: the public owner profile, the owner's own verified status, and the admin's verification dialog. */

export { MyVerificationPanel } from './components/my-verification';
export { OwnerProfileView } from './components/owner-profile';
export { VerificationButton } from './components/verification-dialog';
