export { LoginPage } from './LoginPage';
export { StaffLayout } from './StaffLayout';
export { staffTheme } from './theme';
