export { useLogout } from './api/logout';
export { LoginForm, type LoginState } from './forms/login-form';
export { RegisterForm } from './forms/register-form';
