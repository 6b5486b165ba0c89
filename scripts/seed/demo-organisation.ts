import type { ProductType } from '@/db/schema/stores';
import type { Role } from '@/db/schema/users';

/** The demo tenants: two retailers, seven stores in CA, TX, FL, NY, GA (one HVAC). */
export const DEMO_PASSWORD = 'demo-password-123';

export const demoRetailers = [
  { slug: 'acme', name: 'Acme Home & Comfort' },
  { slug: 'globex', name: 'Globex Furniture' },
] as const;

type DemoStore = { retailer: string; slug: string; name: string; state: string; zip: string; city: string; timezone: string; rating: number; productType: ProductType };

export const demoStores: DemoStore[] = [
  { retailer: 'acme', slug: 'los-angeles', name: 'Acme Los Angeles', state: 'CA', zip: '90012', city: 'Los Angeles', timezone: 'America/Los_Angeles', rating: 2, productType: 'appliances' },
  { retailer: 'acme', slug: 'houston', name: 'Acme Houston', state: 'TX', zip: '77002', city: 'Houston', timezone: 'America/Chicago', rating: 3, productType: 'electronics' },
  { retailer: 'acme', slug: 'miami', name: 'Acme Miami', state: 'FL', zip: '33130', city: 'Miami', timezone: 'America/New_York', rating: 3, productType: 'furniture' },
  { retailer: 'acme', slug: 'atlanta-hvac', name: 'Acme Heating & Air Atlanta', state: 'GA', zip: '30303', city: 'Atlanta', timezone: 'America/New_York', rating: 1, productType: 'hvac' },
  { retailer: 'globex', slug: 'brooklyn', name: 'Globex Brooklyn', state: 'NY', zip: '11201', city: 'Brooklyn', timezone: 'America/New_York', rating: 2, productType: 'furniture' },
  { retailer: 'globex', slug: 'dallas', name: 'Globex Dallas', state: 'TX', zip: '75201', city: 'Dallas', timezone: 'America/Chicago', rating: 4, productType: 'furniture' },
  { retailer: 'globex', slug: 'savannah', name: 'Globex Savannah', state: 'GA', zip: '31401', city: 'Savannah', timezone: 'America/New_York', rating: 3, productType: 'general' },
];

type DemoUser = { email: string; name: string; role: Role; retailer?: string; stores?: string[] };

export const demoUsers: DemoUser[] = [
  { email: 'admin@leaseline.test', name: 'Ada Admin', role: 'admin' },
  { email: 'manager@acme.test', name: 'Maria Manager', role: 'manager', retailer: 'acme' },
  { email: 'sales@acme.test', name: 'Sam Sales', role: 'sales', retailer: 'acme', stores: ['los-angeles', 'houston', 'atlanta-hvac'] },
  { email: 'clerk@acme.test', name: 'Cody Clerk', role: 'clerk', retailer: 'acme', stores: ['los-angeles', 'houston'] },
  { email: 'manager@globex.test', name: 'Gina Manager', role: 'manager', retailer: 'globex' },
  { email: 'sales@globex.test', name: 'Gus Sales', role: 'sales', retailer: 'globex', stores: ['brooklyn', 'dallas'] },
  { email: 'clerk@globex.test', name: 'Cleo Clerk', role: 'clerk', retailer: 'globex', stores: ['brooklyn'] },
];
