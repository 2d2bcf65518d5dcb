// Route entry of /your-data: the visitor's own data (DPDP Act), a code by e-mail first; all in the browser after.
import type { PageModule } from '../../page';
import { YourDataPage } from './YourDataPage';

const yourData: PageModule = { Component: YourDataPage };
export default yourData;
