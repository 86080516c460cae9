import { route } from '../endpoint.ts';

export const authRoutes = {
  login: route('POST', '/auth/login', 'public'),
  logout: route('GET', '/auth/logout', 'public'),
  requestReset: route('POST', '/auth/reset', 'public'),
  /** Whether a mailed link still works, and for whom. */
  checkResetLink: route('POST', '/auth/reset/check', 'public'),
  setNewPassword: route('POST', '/auth/reset/password', 'public'),
};
