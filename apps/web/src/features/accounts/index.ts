export { currentUserOptions, useCurrentUser } from './api/get-current-user';
export { useLogout } from './api/logout';
export { LogoutAllDevices } from './components/logout-all-devices';
export { LoginForm, type LoginState, type LoginTexts } from './forms/login-form';
export { PasswordResetForm } from './forms/password-reset-form';
export { BuyerProfileForm, OwnerProfileForm } from './forms/profile-form';
export { RegisterForm, type RegisterTexts } from './forms/register-form';
