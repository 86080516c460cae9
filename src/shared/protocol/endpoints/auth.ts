import { AuthRecord, LoginForm, NewPassword, ResetLink, ResetLinkOwner, ResetRequest } from '../../schema/auth.ts';
import { Success } from '../../schema/common.ts';
import { endpoint } from '../endpoint.ts';

export const authEndpoints = {
  login: endpoint('POST', '/auth/login', 'public', { body: LoginForm, response: { 200: AuthRecord } }),
  logout: endpoint('GET', '/auth/logout', 'public', { response: { 200: Success } }),
  requestReset: endpoint('POST', '/auth/reset', 'public', { body: ResetRequest, response: { 200: Success } }),
  /** Whether a mailed link still works, and for whom. */
  checkResetLink: endpoint('POST', '/auth/reset/check', 'public', { body: ResetLink, response: { 200: ResetLinkOwner } }),
  setNewPassword: endpoint('POST', '/auth/reset/password', 'public', { body: NewPassword, response: { 200: ResetLinkOwner } }),
};
