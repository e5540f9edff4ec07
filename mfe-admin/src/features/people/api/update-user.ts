import { API_PATHS, type AdminUser, type UserUpdate } from '@brightwave/contracts';
import { adminCall } from '../../../hooks/use-admin-data';

/** PATCHes an account's roles or disabled flag. */
export const updateUser = (id: string, changes: UserUpdate) =>
  adminCall<AdminUser>(API_PATHS.adminUser(id), { method: 'PATCH', json: changes });
