// Route entry of /register: one screen, static content and the registration form.
import type { PageModule } from '../../page';
import { RegisterPage } from './RegisterPage';

const register: PageModule = { Component: RegisterPage };
export default register;
