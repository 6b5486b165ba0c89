import type { Role } from '@/db/schema/enums';

export const roleLabels: Record<Role, string> = {
  admin: 'Administrator',
  manager: 'Manager',
  sales: 'Sales',
  clerk: 'Clerk',
};
