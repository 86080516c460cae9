import { AuthRecord, LoginForm, NewPassword, ResetLink, ResetLinkOwner, ResetRequest } from '../../schema/auth.ts';
import { Success } from '../../schema/common.ts';
import { authRoutes } from '../api-routes/auth.ts';
import { withSchemas } from '../endpoint.ts';

export const authEndpoints = withSchemas(authRoutes, {
  login: { body: LoginForm, response: { 200: AuthRecord } },
  logout: { response: { 200: Success } },
  requestReset: { body: ResetRequest, response: { 200: Success } },
  checkResetLink: { body: ResetLink, response: { 200: ResetLinkOwner } },
  setNewPassword: { body: NewPassword, response: { 200: ResetLinkOwner } },
});
