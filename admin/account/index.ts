// The member's own account pages: Account security (password, two-factor sign-in, sessions) and the enrolment step.
export { SecurityPage } from './SecurityPage';
export { TwoFactorEnrolment } from './TwoFactorEnrolment';
