export { LoginPage } from './LoginPage';
export { SetPasswordPage } from './SetPasswordPage';
export { StaffLayout } from './StaffLayout';
export { staffTheme } from './theme';
