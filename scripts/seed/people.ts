import type { Random } from './random';

const firstNames = ['James', 'Maria', 'Robert', 'Linda', 'Michael', 'Patricia', 'David', 'Jennifer', 'Luis', 'Elizabeth', 'Carlos', 'Aisha', 'Kevin', 'Nguyen', 'Sofia', 'Daniel', 'Keisha', 'Jose', 'Emily', 'Marcus', 'Ana', 'Brian', 'Latoya', 'Hector', 'Grace', 'Tyrone', 'Rosa', 'Ethan', 'Mei', 'Andre'];
const lastNames = ['Smith', 'Johnson', 'Williams', 'Garcia', 'Martinez', 'Brown', 'Davis', 'Rodriguez', 'Lopez', 'Wilson', 'Anderson', 'Thomas', 'Jackson', 'Tran', 'Hernandez', 'Moore', 'Nguyen', 'Clark', 'Lewis', 'Robinson', 'Walker', 'Perez', 'Hall', 'Young', 'Allen', 'Sanchez', 'Wright', 'King', 'Scott', 'Green'];
const streets = ['Main St', 'Oak Ave', 'Maple Dr', 'Cedar Ln', 'Elm St', 'Park Blvd', 'Lakeview Rd', 'Sunset Ave', 'Pine St', 'Washington Ave'];
const employers = ['Target', 'Walmart', 'Kroger', 'Home Depot', 'City Hospital', 'UPS', 'Amazon', 'County Schools', 'Marriott', 'Lowe’s', 'FedEx', 'Publix'];
const banks = ['Chase', 'Bank of America', 'Wells Fargo', 'Citibank', 'US Bank', 'PNC', 'Truist', 'Capital One', 'Regions'];
export const incomeFrequencies = ['weekly', 'bi-weekly', 'semi-monthly', 'monthly'] as const;

/** A structurally valid SSN: area not 000, 666 or 9xx; group not 00; serial not 0000. */
export function randomSsn(rng: Random): string {
  let area = rng.int(1, 899);
  if (area === 666) area = 667;
  return `${String(area).padStart(3, '0')}${String(rng.int(1, 99)).padStart(2, '0')}${String(rng.int(1, 9999)).padStart(4, '0')}`;
}

/** An ABA routing number with a valid checksum (3·7·1 weights). */
export function randomRoutingNumber(rng: Random): string {
  const digits = [rng.int(0, 1), rng.int(0, 9), ...Array.from({ length: 6 }, () => rng.int(0, 9))];
  const weights = [3, 7, 1, 3, 7, 1, 3, 7];
  const sum = digits.reduce((acc, d, i) => acc + d * weights[i]!, 0);
  return digits.join('') + String((10 - (sum % 10)) % 10);
}

export function randomPerson(rng: Random, store: { city: string; state: string; zip: string }, now: Date) {
  const first = rng.pick(firstNames);
  const last = rng.pick(lastNames);
  const age = rng.int(19, 74);
  const dob = new Date(Date.UTC(now.getUTCFullYear() - age, rng.int(0, 11), rng.int(1, 28)));
  const frequency = rng.weighted([
    ['weekly', 3],
    ['bi-weekly', 5],
    ['semi-monthly', 2],
    ['monthly', 1],
  ] as const);
  const perPeriodDollars = { weekly: rng.int(450, 1400), 'bi-weekly': rng.int(900, 2800), 'semi-monthly': rng.int(1000, 3000), monthly: rng.int(2000, 6500) }[frequency];
  const payDate = new Date(now.getTime() - rng.int(0, 13) * 86_400_000).toISOString().slice(0, 10);
  const phone = `${rng.int(201, 989)}${rng.int(200, 999)}${String(rng.int(0, 9999)).padStart(4, '0')}`;
  return {
    title: rng.pick(['mr', 'ms', 'mrs', null]),
    firstName: first,
    lastName: last,
    middleName: rng.chance(0.3) ? rng.pick(firstNames).slice(0, 1) : null,
    dateOfBirth: dob.toISOString().slice(0, 10),
    email: `${first}.${last}${rng.int(1, 999)}@example.com`.toLowerCase(),
    phone,
    cell: phone,
    location: { line_1: `${rng.int(10, 9999)} ${rng.pick(streets)}`, city: store.city, state: store.state, code: store.zip, country: 'US' },
    primaryIncome: { source: rng.weighted([['employment', 8], ['self_employment', 1], ['benefits', 1]] as const), employer: rng.pick(employers), grossCents: perPeriodDollars * 100, pay_date: payDate, frequency },
    ssn: randomSsn(rng),
    bank: { name: rng.pick(banks), openedAt: new Date(now.getTime() - rng.int(60, 4000) * 86_400_000).toISOString().slice(0, 10), online: rng.chance(0.8), routing: randomRoutingNumber(rng), account: String(rng.int(10_000_000, 999_999_999)) },
  };
}
