import { timestamp } from 'drizzle-orm/pg-core';

/** Timestamps every table carries; `updatedAt` is refreshed by drizzle on every update. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const tsz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
