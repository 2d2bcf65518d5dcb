// Jest's setup file, run before each test file: tests sign in thousands of times, so they hash at the least cost.
import { setPasswordHashCost } from '../../server/staff/accounts';

setPasswordHashCost('test');
