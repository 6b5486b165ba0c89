/**
 * The value sets of the schema's text enums, in a module with no drizzle import so that browser code
 * (filters, labels) can use them without pulling the ORM into its bundle.
 */
export const applicationStates = ['V', 'R', 'A', 'L', 'N', 'X', 'E'] as const;
export type ApplicationState = (typeof applicationStates)[number];

export const leaseStates = ['V', 'S', 'D', 'F', 'P', 'X'] as const;
export type LeaseState = (typeof leaseStates)[number];

export const roles = ['admin', 'manager', 'sales', 'clerk'] as const;
export type Role = (typeof roles)[number];

export const productTypes = ['general', 'hvac', 'furniture', 'electronics', 'appliances'] as const;
export type ProductType = (typeof productTypes)[number];
